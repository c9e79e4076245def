import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../../../components/alert';
import { PASSWORD_MIN_LENGTH } from '@/shared/password-policy';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { authKeys } from '../api/use-current-session';
import { ChangePasswordForm } from '../components/change-password-form';

/** Change one's own password; every other session of the account ends. */
export default function ChangePasswordPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  return (
    <div className="max-w-md">
      <PageHeader title={<FormattedMessage id="route.changePassword" />} description={<FormattedMessage id="password.help" values={{ min: PASSWORD_MIN_LENGTH }} />} />
      {session?.user.mustChangePassword && (
        <div className="mb-4"><Alert tone="warning"><FormattedMessage id="password.mustChange" /></Alert></div>
      )}
      <ChangePasswordForm username={session?.user.username ?? ''} onChanged={() => queryClient.invalidateQueries({ queryKey: authKeys.session() })} />
    </div>
  );
}
