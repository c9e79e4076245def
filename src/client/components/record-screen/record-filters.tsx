import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { useWardOptions } from '@/client/lib/use-ward-options';

export interface PlaceFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
}

export type FilterPatch = Record<string, string | number | undefined>;
type Option = { value: string; label: string };

/**
 * A filter of a record list, by kind (as DHIS2's maintenance app describes a section's filters):
 * its URL parameter, the message id of its label, and what it offers:
 * - `search`: a text searched for; `yesNo`: true, false or either (`yes`, `no`: message ids);
 * - `enum`: the codes of an enum, read as the list's labels;
 * - `choice`: options the kind reads (a hook: the palika's facilities, the provinces),
 *   `clearedByPlace` when they belong to the place chosen.
 */
export type FilterDeclaration<Values> = {
  param: keyof Values & string;
  label: string;
  id?: string;
} & (
  | { kind: 'search' }
  | { kind: 'yesNo'; yes: string; no: string }
  | { kind: 'enum'; list: string; codes: readonly string[] }
  | {
      kind: 'choice';
      useOptions: (value: Values) => Option[];
      disabledWhenEmpty?: boolean;
      clearedByPlace?: boolean;
    }
);

export interface RecordFiltersProps<Values> {
  /** Message prefix of the kind: `<prefix>.filters` names the panel, ids are `<prefix>-filter-…`. */
  prefix: string;
  value: Values;
  onChange: (patch: FilterPatch) => void;
  filters: readonly FilterDeclaration<Values>[];
  /**
   * Province › district › palika above the filters, and the ward first among them when `ward`;
   * without it the kind names its place for the folded panel (`summary`).
   */
  place?: { ward: boolean };
  summary?: string;
}

interface ControlProps<Values> {
  prefix: string;
  value: Values;
  onChange: (patch: FilterPatch) => void;
  filter: FilterDeclaration<Values>;
}

function ChoiceFilter<Values>({
  prefix,
  value,
  onChange,
  filter,
  useOptions,
}: ControlProps<Values> & { useOptions: (value: Values) => Option[] }) {
  const intl = useIntl();
  const options = useOptions(value);
  return (
    <SelectInput
      id={`${prefix}-filter-${filter.id ?? filter.param}`}
      label={intl.formatMessage({ id: filter.label })}
      placeholder={intl.formatMessage({ id: 'geo.all' })}
      disabled={'disabledWhenEmpty' in filter && filter.disabledWhenEmpty && !options.length}
      value={String(value[filter.param] ?? '')}
      options={options}
      onChange={(e) => onChange({ [filter.param]: e.target.value || undefined })}
    />
  );
}

function FilterControl<Values>(props: ControlProps<Values>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { prefix, value, onChange, filter } = props;
  if (filter.kind === 'search')
    return (
      <TextInput
        id={`${prefix}-filter-${filter.id ?? filter.param}`}
        type="search"
        label={t(filter.label)}
        value={String(value[filter.param] ?? '')}
        onChange={(e) => onChange({ [filter.param]: e.target.value || undefined })}
      />
    );
  const useOptions =
    filter.kind === 'choice'
      ? filter.useOptions
      : filter.kind === 'enum'
        ? () => enumOptions(intl, filter.list, filter.codes)
        : () => [
            { value: 'true', label: t(filter.yes) },
            { value: 'false', label: t(filter.no) },
          ];
  return <ChoiceFilter {...props} useOptions={useOptions} />;
}

/**
 * A record list's filters from their declarations, in the folded panel: the place (province ›
 * district › palika, then the ward) when the list has one, then the kind's own, each in the URL.
 */
export function RecordFilters<Values extends PlaceFilterValues>(props: RecordFiltersProps<Values>) {
  return props.place ? <PlacedFilters {...props} /> : <FiltersPanel {...props} />;
}

/** The folded panel names the place chosen. */
function PlacedFilters<Values extends PlaceFilterValues>(props: RecordFiltersProps<Values>) {
  const names = usePlaceNames(props.value);
  return <FiltersPanel {...props} summary={deepestName(names)} />;
}

function FiltersPanel<Values extends PlaceFilterValues>({
  prefix,
  value,
  onChange,
  filters,
  place,
  summary = '',
}: RecordFiltersProps<Values>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const wards = useWardOptions(place?.ward ? value.palikaId : undefined);
  const clears = Object.fromEntries(
    filters
      .filter((filter) => filter.kind === 'choice' && filter.clearedByPlace)
      .map((filter) => [filter.param, undefined]),
  );
  const params = filters.map((filter) => filter.param);
  return (
    <FilterPanel
      label={t(`${prefix}.filters`)}
      place={summary}
      chosen={countChosen(value, place?.ward ? ['wardNo', ...params] : params)}
    >
      {place && (
        <GeographyPicker
          idPrefix={`${prefix}-filter-place`}
          depth="palika"
          value={value}
          onChange={(chosen) =>
            onChange({
              provinceId: chosen.provinceId,
              districtId: chosen.districtId,
              palikaId: chosen.palikaId,
              wardNo: undefined,
              ...clears,
            })
          }
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {place?.ward && (
          <SelectInput
            id={`${prefix}-filter-wardNo`}
            label={t(`${prefix}.field.wardNo`)}
            placeholder={t('geo.all')}
            hint={value.palikaId ? undefined : t('profile.choosePalikaFirst')}
            disabled={!wards.length}
            value={value.wardNo ? String(value.wardNo) : ''}
            options={wards}
            onChange={(e) => onChange({ wardNo: Number(e.target.value) || undefined })}
          />
        )}
        {filters.map((filter) => (
          <FilterControl
            key={filter.param}
            prefix={prefix}
            value={value}
            onChange={onChange}
            filter={filter}
          />
        ))}
      </div>
    </FilterPanel>
  );
}
