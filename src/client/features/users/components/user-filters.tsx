import { useIntl } from 'react-intl';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
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
  return (
    <section
      aria-label={t('users.filters')}
      className="mb-4 grid gap-3 rounded border border-gray-200 bg-white p-4"
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
    </section>
  );
}
