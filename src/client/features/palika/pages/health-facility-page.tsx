import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FacilityForm } from '@/client/features/palika/components/facility-form/facility-form';
import {
  FACILITY_ENUM_FIELDS,
  emptyFacilityValues,
  facilityBodyOf,
  facilityValuesOf,
} from '@/client/features/palika/components/facility-form/values';
import { FACILITY_LIST } from '@/client/features/palika/pages/facility-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import type { PageProps } from '@/client/lib/page-props';

/** Health Facility Profile: the facilities of the user's area, a new one, or one edited. */
export default function HealthFacilityPage({ headingKey }: PageProps) {
  return (
    <RecordScreen
      canWrite={useProfileWriter()}
      route="healthFacilityProfile"
      headingKey={headingKey}
      prefix="facility"
      records={facilityRecords}
      nameOf={(f, locale) => (locale === 'np' ? f.nameNe : f.nameEn)}
      emptyValues={emptyFacilityValues}
      valuesOf={(f, own) => facilityValuesOf(f, own ?? {})}
      bodyOf={facilityBodyOf}
      form={(props) => <FacilityForm {...props} />}
      enumFields={FACILITY_ENUM_FIELDS}
      list={FACILITY_LIST}
    />
  );
}
