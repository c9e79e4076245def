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
  SCHOOL_ACCESSIBILITY,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SPECIAL_EDUCATION_SETUPS,
} from '@/shared/palika/enums';

export interface SchoolFilterValues extends PlaceFilterValues {
  search?: string;
  schoolType?: string;
  level?: string;
  specialEducation?: string;
  accessibility?: string;
}

/** Place and ward, a name or IEMIS code, type, a level taught, the set-up for children with disabilities, a feature. */
export function SchoolFilters({
  value,
  onChange,
}: {
  value: SchoolFilterValues;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const choice = (key: keyof SchoolFilterValues, list: string, codes: readonly string[]) => (
    <SelectInput
      id={`school-filter-${key}`}
      label={t(`school.filter.${key}`)}
      placeholder={t('geo.all')}
      value={String(value[key] ?? '')}
      options={enumOptions(intl, list, codes)}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <ProfileFilters
      prefix="school"
      value={value}
      onChange={onChange}
      chosen={['search', 'schoolType', 'level', 'specialEducation', 'accessibility']}
    >
      <TextInput
        id="school-filter-search"
        type="search"
        label={t('school.filter.search')}
        value={value.search ?? ''}
        onChange={(e) => onChange({ search: e.target.value || undefined })}
      />
      {choice('schoolType', 'schoolType', SCHOOL_TYPES)}
      {choice('level', 'schoolLevel', SCHOOL_LEVELS)}
      {choice('specialEducation', 'specialEducation', SPECIAL_EDUCATION_SETUPS)}
      {choice('accessibility', 'schoolAccessibility', SCHOOL_ACCESSIBILITY)}
    </ProfileFilters>
  );
}
