import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { FCHV_TRAINING_TYPES } from '@/shared/palika/enums';

/** What the list of FCHVs is filtered by, as the contract's list operation reads it. */
export type FchvFilterValues = ListFilters<'listFchvs'>;

/** The facilities of the palika chosen, to filter by the one supervising. */
function useSupervisingFacilities(value: FchvFilterValues) {
  const locale = useLocale();
  const facilities = facilityRecords.useList(
    value.palikaId ? { palikaId: value.palikaId, pageSize: 100 } : undefined,
  );
  return (facilities.data?.items ?? []).map((f) => ({
    value: f._id,
    label: locale === 'np' ? f.nameNe : f.nameEn,
  }));
}

/** Place and ward, a name or code, status, supervising facility (a palika chosen), training, retirement. */
export const FCHV_FILTERS: FiltersDeclaration<FchvFilterValues> = {
  prefix: 'fchv',
  place: { ward: true },
  filters: [
    { param: 'search', kind: 'search', label: 'fchv.filter.search' },
    fieldFilter(FCHV_FIELDS, 'status', { label: 'fchv.field.status' }),
    {
      param: 'supervisingFacilityId',
      kind: 'choice',
      label: 'fchv.field.supervisingFacilityId',
      useOptions: useSupervisingFacilities,
      disabledWhenEmpty: true,
      clearedByPlace: true,
    },
    {
      param: 'trainingType',
      kind: 'enum',
      label: 'fchv.filter.trainingType',
      list: 'fchvTraining',
      codes: FCHV_TRAINING_TYPES,
    },
    {
      param: 'retirement',
      kind: 'enum',
      label: 'fchv.filter.retirement',
      list: 'fchvRetirement',
      codes: ['due', 'past'],
    },
  ],
};
