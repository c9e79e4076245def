import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';

/** One school as read: what it is, where, what it teaches, to whom, and who runs it. */
export function SchoolDetails({ school }: { school: Schemas['School'] }) {
  return <FieldDetails table={SCHOOL_FIELDS} row={school} />;
}
