import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import {
  type FilterPatch,
  type PlaceFilterValues,
  ProfileFilters,
} from '@/client/features/palika/components/profile-filters';
import { enumOptions } from '@/client/lib/enum-options';
import { ECOLOGICAL_BELTS } from '@/shared/palika/enums';

export interface WardFilterValues extends PlaceFilterValues {
  filled?: boolean;
  ecologicalBelt?: string;
}

/** Place and ward, filled in or not, and ecological belt. */
export function WardFilters({
  value,
  onChange,
}: {
  value: WardFilterValues;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ProfileFilters
      prefix="ward"
      value={value}
      onChange={onChange}
      chosen={['filled', 'ecologicalBelt']}
    >
      <SelectInput
        id="ward-filter-filled"
        label={t('ward.column.filled')}
        placeholder={t('geo.all')}
        value={value.filled === undefined ? '' : String(value.filled)}
        options={[
          { value: 'true', label: t('ward.filled.yes') },
          { value: 'false', label: t('ward.filled.no') },
        ]}
        onChange={(e) => onChange({ filled: e.target.value || undefined })}
      />
      <SelectInput
        id="ward-filter-belt"
        label={t('ward.field.ecologicalBelt')}
        placeholder={t('geo.all')}
        value={value.ecologicalBelt ?? ''}
        options={enumOptions(intl, 'ecologicalBelt', ECOLOGICAL_BELTS)}
        onChange={(e) => onChange({ ecologicalBelt: e.target.value || undefined })}
      />
    </ProfileFilters>
  );
}
