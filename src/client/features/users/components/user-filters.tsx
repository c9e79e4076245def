import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { ROLES } from '@/shared/roles';

export interface UserFilterValues {
  search: string;
  role: string;
  status: string;
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
}

/** Search by name or username; filter by role, status and place. Every change resets to page 1. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (patch: Partial<UserFilterValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  return (
    <FilterPanel
      label={t('users.filters')}
      place={deepestName(names)}
      chosen={countChosen(value, ['search', 'role', 'status'])}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          id="user-search"
          type="search"
          label={t('users.search')}
          value={value.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
        <SelectInput
          id="user-role"
          label={t('users.role')}
          placeholder={t('geo.all')}
          value={value.role}
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          onChange={(e) => onChange({ role: e.target.value })}
        />
        <SelectInput
          id="user-status"
          label={t('users.status')}
          placeholder={t('geo.all')}
          value={value.status}
          options={['ACTIVE', 'BLOCKED'].map((status) => ({
            value: status,
            label: t(`users.status.${status}`),
          }))}
          onChange={(e) => onChange({ status: e.target.value })}
        />
      </div>
      <GeographyPicker
        idPrefix="user-place"
        depth="palika"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
          })
        }
      />
    </FilterPanel>
  );
}
