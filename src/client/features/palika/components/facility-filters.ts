import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import {
  type FilterPatch,
  type PlaceFilterValues,
  ProfileFilters,
} from '@/client/features/palika/components/profile-filters';
import { enumOptions } from '@/client/lib/enum-options';
import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';

export interface FacilityFilterValues extends PlaceFilterValues {
  search?: string;
  facilityType?: string;
  ownership?: string;
  service?: string;
  operationalStatus?: string;
}

/** Place and ward, a name or HMIS code, type, ownership, a service offered and status. */
export function FacilityFilters({
  value,
  onChange,
}: {
  value: FacilityFilterValues;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
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
    <ProfileFilters
      prefix="facility"
      value={value}
      onChange={onChange}
      chosen={['search', 'facilityType', 'ownership', 'service', 'operationalStatus']}
    >
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
    </ProfileFilters>
  );
}
