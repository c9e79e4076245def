import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { useWardOptions } from '@/client/lib/use-ward-options';
import {
  type FilterDeclaration,
  type FilterPatch,
  FilterControl,
  useFiscalYearLabel,
} from './filter-controls';

export type { FilterDeclaration, FilterPatch };

export interface PlaceFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
  wardId?: number;
}

export interface RecordFiltersProps<Values> {
  /** Message prefix of the kind: `<prefix>.filters` names the panel, ids are `<prefix>-filter-…`. */
  prefix: string;
  /** The ids' prefix when it is not the kind's (`service-filter-…` of `services`). */
  idPrefix?: string;
  value: Values;
  onChange: (patch: FilterPatch) => void;
  filters: readonly FilterDeclaration<Values>[];
  /**
   * Province › district › palika above the filters: the ward number first among them when `ward`
   * is true, the ward in the picker itself when `'picker'` (a ward's id); without it the kind names
   * its place for the folded panel (`summary`, or `useSummary`).
   */
  place?: { ward: boolean | 'picker' };
  summary?: string;
  /** What the folded line names first, read from the filters (a batch chosen, a province). */
  useSummary?: (value: Values) => string;
  /** Six filters a row on a wide screen rather than four. */
  wide?: boolean;
}

/** The place chosen by name, as the folded line of a placed list names it. */
export const usePlaceSummary = (value: PlaceFilterValues) => deepestName(usePlaceNames(value));

/**
 * A record list's filters from their declarations, in the folded panel: those standing first, the
 * place (province › district › palika, then the ward) when the list has one, the kind's own, each
 * in the URL, and those standing last.
 */
export function RecordFilters<Values extends PlaceFilterValues>(props: RecordFiltersProps<Values>) {
  const useSummary = props.useSummary ?? (props.place ? usePlaceSummary : undefined);
  return useSummary ? (
    <SummedFilters {...props} useSummary={useSummary} />
  ) : (
    <FiltersPanel {...props} />
  );
}

/** The folded panel names what the filters say (the place chosen). */
function SummedFilters<Values extends PlaceFilterValues>(
  props: RecordFiltersProps<Values> & { useSummary: (value: Values) => string },
) {
  return <FiltersPanel {...props} summary={props.useSummary(props.value)} />;
}

function FiltersPanel<Values extends PlaceFilterValues>({
  prefix,
  idPrefix = prefix,
  value,
  onChange,
  filters,
  place,
  summary = '',
  wide,
}: RecordFiltersProps<Values>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yearLabel = useFiscalYearLabel();
  const wardNo = place?.ward === true;
  const wards = useWardOptions(wardNo ? value.palikaId : undefined);
  const clears = Object.fromEntries(
    filters.filter((filter) => filter.clearedByPlace).map((filter) => [filter.param, undefined]),
  );
  const period = filters.find((filter) => filter.kind === 'fiscalYear' && filter.period);
  const periodValue = period && (value[period.param] as number | string | undefined);
  const counted = filters
    .filter((filter) => filter !== period && !filter.uncounted)
    .map((filter) => filter.param);
  const control = (filter: FilterDeclaration<Values>) => (
    <FilterControl
      key={filter.param}
      idPrefix={idPrefix}
      value={value}
      onChange={onChange}
      filter={filter}
    />
  );
  const inGrid = filters.filter((filter) => !filter.at);
  return (
    <FilterPanel
      label={t(`${prefix}.filters`)}
      place={summary}
      period={periodValue ? yearLabel(Number(periodValue)) : undefined}
      chosen={countChosen(value, wardNo ? ['wardNo', ...counted] : counted)}
    >
      {filters
        .filter((filter) => filter.at === 'first')
        .map((filter) => (
          <div key={filter.param} className="w-48">
            {control(filter)}
          </div>
        ))}
      {place && (
        <GeographyPicker
          idPrefix={`${idPrefix}-filter-place`}
          depth={place.ward === 'picker' ? 'ward' : 'palika'}
          value={value}
          onChange={(chosen) =>
            onChange({
              provinceId: chosen.provinceId,
              districtId: chosen.districtId,
              palikaId: chosen.palikaId,
              ...(place.ward === 'picker' ? { wardId: chosen.wardId } : {}),
              ...(wardNo ? { wardNo: undefined } : {}),
              ...clears,
            })
          }
        />
      )}
      {(wardNo || inGrid.length > 0) && (
        <div
          className={`grid gap-3 ${wide ? 'sm:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-2 lg:grid-cols-4'}`}
        >
          {wardNo && (
            <SelectInput
              id={`${idPrefix}-filter-wardNo`}
              label={t(`${prefix}.field.wardNo`)}
              placeholder={t('geo.all')}
              hint={value.palikaId ? undefined : t('profile.choosePalikaFirst')}
              disabled={!wards.length}
              value={value.wardNo ? String(value.wardNo) : ''}
              options={wards}
              onChange={(e) => onChange({ wardNo: Number(e.target.value) || undefined })}
            />
          )}
          {inGrid.map(control)}
        </div>
      )}
      {filters.filter((filter) => filter.at === 'last').map(control)}
    </FilterPanel>
  );
}
