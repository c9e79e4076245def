import { useIntl } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker, type PlaceSelection } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import {
  AGE_BANDS,
  CARD_STATUSES,
  DISABILITY_TYPES,
  GENDERS,
  PROFILE_STATUSES,
  SEVERITY_CLASSES,
} from '@/shared/pwd/enums';

export interface PwdFilterValues extends PlaceSelection {
  search: string;
  disabilityType: string;
  severityClass: string;
  gender: string;
  ageBand: string;
  cardStatus: string;
  status: string;
  registeredFrom: string;
  registeredTo: string;
}

export const PWD_FILTER_KEYS = [
  'search',
  'disabilityType',
  'severityClass',
  'gender',
  'ageBand',
  'cardStatus',
  'status',
  'registeredFrom',
  'registeredTo',
  'provinceId',
  'districtId',
  'palikaId',
  'wardId',
] as const;

const SELECTS = [
  ['disabilityType', 'disabilityType', DISABILITY_TYPES],
  ['severityClass', 'severity', SEVERITY_CLASSES],
  ['gender', 'gender', GENDERS],
  ['ageBand', 'ageBand', AGE_BANDS],
  ['cardStatus', 'cardStatus', CARD_STATUSES],
  ['status', 'profileStatus', PROFILE_STATUSES],
] as const;

const LABELS: Record<(typeof SELECTS)[number][0], string> = {
  disabilityType: 'pwd.field.disabilityTypes',
  severityClass: 'pwd.field.severityClass',
  gender: 'pwd.field.gender',
  ageBand: 'pwd.field.age',
  cardStatus: 'pwd.field.cardStatus',
  status: 'pwd.field.status',
};

/** Search and every filter of the profile list; each change goes to the URL and back to page 1. */
export function PwdFilters({
  value,
  onChange,
}: {
  value: PwdFilterValues;
  onChange: (patch: Partial<PwdFilterValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  return (
    <FilterPanel
      label={t('pwd.filters')}
      place={deepestName(names)}
      chosen={countChosen(value, PWD_FILTER_KEYS)}
    >
      <TextInput
        id="pwd-search"
        type="search"
        label={t('pwd.search')}
        hint={t('pwd.search.hint')}
        value={value.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <GeographyPicker
        idPrefix="pwd-place"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardId: place.wardId,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {SELECTS.map(([key, list, codes]) => (
          <SelectInput
            key={key}
            id={`pwd-${key}`}
            label={t(LABELS[key])}
            placeholder={t('geo.all')}
            value={value[key]}
            options={enumOptions(intl, list, codes)}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateInput
          id="pwd-registered-from"
          label={t('pwd.registeredFrom')}
          calendar="BS"
          value={value.registeredFrom}
          onChange={(iso, error) => !error && onChange({ registeredFrom: iso })}
        />
        <DateInput
          id="pwd-registered-to"
          label={t('pwd.registeredTo')}
          calendar="BS"
          value={value.registeredTo}
          onChange={(iso, error) => !error && onChange({ registeredTo: iso })}
        />
      </div>
    </FilterPanel>
  );
}
