import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import {
  type FilterPatch,
  type PlaceFilterValues,
  ProfileFilters,
} from '@/client/features/palika/components/profile-filters';
import { enumOptions } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import { FCHV_STATUSES, FCHV_TRAINING_TYPES } from '@/shared/palika/enums';

export interface FchvFilterValues extends PlaceFilterValues {
  search?: string;
  status?: string;
  supervisingFacilityId?: string;
  trainingType?: string;
  retirement?: string;
}

/** Place and ward, a name or code, status, supervising facility (a palika chosen), training, retirement. */
export function FchvFilters({
  value,
  onChange,
}: {
  value: FchvFilterValues;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const facilities = facilityRecords.useList(
    value.palikaId ? { palikaId: value.palikaId, pageSize: 100 } : undefined,
  );
  const select = (
    key: keyof FchvFilterValues,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <SelectInput
      id={`fchv-filter-${key}`}
      label={label}
      placeholder={t('geo.all')}
      disabled={!options.length}
      value={String(value[key] ?? '')}
      options={options}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <ProfileFilters
      prefix="fchv"
      value={value}
      onChange={onChange}
      chosen={['search', 'status', 'supervisingFacilityId', 'trainingType', 'retirement']}
      clears={{ supervisingFacilityId: undefined }}
    >
      <TextInput
        id="fchv-filter-search"
        type="search"
        label={t('fchv.filter.search')}
        value={value.search ?? ''}
        onChange={(e) => onChange({ search: e.target.value || undefined })}
      />
      {select('status', t('fchv.field.status'), enumOptions(intl, 'fchvStatus', FCHV_STATUSES))}
      {select(
        'supervisingFacilityId',
        t('fchv.field.supervisingFacilityId'),
        (facilities.data?.items ?? []).map((f) => ({
          value: f._id,
          label: locale === 'np' ? f.nameNe : f.nameEn,
        })),
      )}
      {select(
        'trainingType',
        t('fchv.filter.trainingType'),
        enumOptions(intl, 'fchvTraining', FCHV_TRAINING_TYPES),
      )}
      {select(
        'retirement',
        t('fchv.filter.retirement'),
        enumOptions(intl, 'fchvRetirement', ['due', 'past']),
      )}
    </ProfileFilters>
  );
}
