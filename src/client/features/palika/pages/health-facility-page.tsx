import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import type { PageProps } from '@/client/app/pages';
import { RecordEntry } from '@/client/components/record-entry';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FacilityForm } from '@/client/features/palika/components/facility-form/facility-form';
import {
  FACILITY_ENUM_FIELDS,
  type Facility,
  emptyFacilityValues,
  facilityBodyOf,
  facilityValuesOf,
} from '@/client/features/palika/components/facility-form/values';
import { FacilityList } from '@/client/features/palika/pages/facility-list';
import { useProfileWriter } from '@/client/features/palika/use-profile-writer';
import { myScopeQuery, ownPalikaOf } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import { hrefFor } from '@/shared/routes';

/**
 * Health Facility Profile: the facilities of the user's area (`?open=` one of them), a new one
 * (`?new=1`) or one edited (`?edit=`), all on the specification's one path.
 */
export default function HealthFacilityPage({ headingKey }: PageProps) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const canWrite = useProfileWriter();
  const own = ownPalikaOf(useQuery(myScopeQuery()).data);
  const editId = params.get('edit') ?? undefined;
  if (!canWrite || (!editId && params.get('new') !== '1'))
    return <FacilityList headingKey={headingKey} canWrite={canWrite} />;
  const nameOf = (f: Facility) => (locale === 'np' ? f.nameNe : f.nameEn);
  return (
    <RecordEntry
      key={editId ?? 'new'}
      records={facilityRecords}
      editId={editId}
      prefix="facility"
      titleOf={nameOf}
      description={<FormattedMessage id="facility.entry.help" />}
      emptyValues={emptyFacilityValues(own)}
      valuesOf={(f) => facilityValuesOf(f, own ?? {})}
      bodyOf={facilityBodyOf}
      enumFields={FACILITY_ENUM_FIELDS}
      form={(props) => <FacilityForm {...props} />}
      onSaved={(saved) =>
        navigate(hrefFor('healthFacilityProfile', locale, {}, { open: saved._id, saved: 1 }), {
          replace: Boolean(editId),
        })
      }
    />
  );
}
