import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { useWardOptions } from '@/client/features/palika/components/facility-form/place-fields';
import { enumOptions } from '@/client/lib/enum-options';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';

export interface FacilityFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
  search?: string;
  facilityType?: string;
  ownership?: string;
  service?: string;
  operationalStatus?: string;
}

type Patch = Record<string, string | number | undefined>;

/** Place and ward, a name or HMIS code, type, ownership, a service offered and status. */
export function FacilityFilters({
  value,
  onChange,
}: {
  value: FacilityFilterValues;
  onChange: (patch: Patch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  const wards = useWardOptions(value.palikaId);
  const choice = (key: keyof FacilityFilterValues, list: string, codes: readonly string[]) => (
    <SelectInput
      id={`facility-filter-${key}`}
      label={t(key === 'service' ? 'facility.filter.service' : `facility.field.${key}`)}
      placeholder={t('geo.all')}
      value={String(value[key] ?? '')}
      options={enumOptions(intl, list, codes)}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <FilterPanel
      label={t('facility.filters')}
      place={deepestName(names)}
      chosen={countChosen(value, [
        'wardNo',
        'search',
        'facilityType',
        'ownership',
        'service',
        'operationalStatus',
      ])}
    >
      <GeographyPicker
        idPrefix="facility-filter-place"
        depth="palika"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardNo: undefined,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectInput
          id="facility-filter-ward"
          label={t('facility.field.wardNo')}
          placeholder={t('geo.all')}
          hint={value.palikaId ? undefined : t('facility.filter.wardHint')}
          disabled={!wards.length}
          value={value.wardNo ? String(value.wardNo) : ''}
          options={wards}
          onChange={(e) => onChange({ wardNo: Number(e.target.value) || undefined })}
        />
        <TextInput
          id="facility-filter-search"
          type="search"
          label={t('facility.filter.search')}
          value={value.search ?? ''}
          onChange={(e) => onChange({ search: e.target.value || undefined })}
        />
        {choice('facilityType', 'facilityType', FACILITY_TYPES)}
        {choice('ownership', 'ownership', OWNERSHIPS)}
        {choice('service', 'facilityService', FACILITY_SERVICES)}
        {choice('operationalStatus', 'operationalStatus', OPERATIONAL_STATUSES)}
      </div>
    </FilterPanel>
  );
}
