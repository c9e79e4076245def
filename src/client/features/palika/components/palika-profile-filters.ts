import { useIntl } from 'react-intl';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import {
  type FilterPatch,
  type PlaceFilterValues,
  ProfileFilters,
} from '@/client/features/palika/components/profile-filters';
import { enumOptions } from '@/client/lib/enum-options';
import { ECOLOGICAL_BELTS } from '@/shared/palika/enums';

export interface PalikaProfileFilterValues extends PlaceFilterValues {
  search?: string;
  filled?: boolean;
  inBatch?: boolean;
  ecologicalBelt?: string;
}

/** Place, a name or LG code, filled in or not, in a running batch or not, and ecological belt. */
export function PalikaProfileFilters({
  value,
  onChange,
}: {
  value: PalikaProfileFilterValues;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yesNo = (key: 'filled' | 'inBatch', yes: string, no: string) => (
    <SelectInput
      id={`palikaProfile-filter-${key}`}
      label={t(`palikaProfile.filter.${key}`)}
      placeholder={t('geo.all')}
      value={value[key] === undefined ? '' : String(value[key])}
      options={[
        { value: 'true', label: t(yes) },
        { value: 'false', label: t(no) },
      ]}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <ProfileFilters
      prefix="palikaProfile"
      value={value}
      onChange={onChange}
      withWard={false}
      chosen={['search', 'filled', 'inBatch', 'ecologicalBelt']}
    >
      <TextInput
        id="palikaProfile-filter-search"
        type="search"
        label={t('palikaProfile.filter.search')}
        value={value.search ?? ''}
        onChange={(e) => onChange({ search: e.target.value || undefined })}
      />
      {yesNo('filled', 'ward.filled.yes', 'ward.filled.no')}
      {yesNo('inBatch', 'palikaProfile.inBatch.yes', 'palikaProfile.inBatch.no')}
      <SelectInput
        id="palikaProfile-filter-belt"
        label={t('palikaProfile.field.ecologicalBelt')}
        placeholder={t('geo.all')}
        value={value.ecologicalBelt ?? ''}
        options={enumOptions(intl, 'ecologicalBelt', ECOLOGICAL_BELTS)}
        onChange={(e) => onChange({ ecologicalBelt: e.target.value || undefined })}
      />
    </ProfileFilters>
  );
}
