import { useSession } from '@/client/lib/session';
import { PROFILE_WRITERS } from '@/shared/palika/enums';

/** Whether the user writes a palika's profiles (the server checks again, and the palika). */
export function useProfileWriter(): boolean {
  const role = useSession()?.user.role?.toUpperCase() ?? '';
  return (PROFILE_WRITERS as readonly string[]).includes(role);
}
