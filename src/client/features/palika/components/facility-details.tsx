import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';

/** One health facility as read: what it is, where and whom it serves, who runs it, what it offers. */
export function FacilityDetails({ facility }: { facility: Schemas['HealthFacility'] }) {
  return <FieldDetails table={FACILITY_FIELDS} row={facility} />;
}
