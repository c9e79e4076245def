import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { useWardOptions } from '@/client/features/palika/components/facility-form/place-fields';
import { enumOptions } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { FCHV_STATUSES, FCHV_TRAINING_TYPES } from '@/shared/palika/enums';

export interface FchvFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
  search?: string;
  status?: string;
  supervisingFacilityId?: string;
  trainingType?: string;
  retirement?: string;
}

type Patch = Record<string, string | number | undefined>;

/** Place and ward, a name or code, status, supervising facility (a palika chosen), training, retirement. */
export function FchvFilters({
  value,
  onChange,
}: {
  value: FchvFilterValues;
  onChange: (patch: Patch) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  const wards = useWardOptions(value.palikaId);
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
    <FilterPanel
      label={t('fchv.filters')}
      place={deepestName(names)}
      chosen={countChosen(value, [
        'wardNo',
        'search',
        'status',
        'supervisingFacilityId',
        'trainingType',
        'retirement',
      ])}
    >
      <GeographyPicker
        idPrefix="fchv-filter-place"
        depth="palika"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardNo: undefined,
            supervisingFacilityId: undefined,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {select('wardNo', t('fchv.field.wardNo'), wards)}
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
      </div>
    </FilterPanel>
  );
}
