import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { AGE_BANDS, DISABILITY_TYPES, GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';

const FACETS = ['disabilityType', 'severityClass', 'gender', 'ageBand'] as const;

export type FilterPatch = Partial<Record<keyof DashboardQuery, string | number | undefined>>;

/**
 * Fiscal year and four-month period (BS), place, disability type, class, sex and age band. Targets
 * have no persons and no wards: the achievement dashboard asks for the year, the period the figures
 * run to (to date when none is chosen) and a place down to a palika.
 */
export function FilterBar({
  query,
  onChange,
  targets = false,
}: {
  query: DashboardQuery;
  onChange: (patch: FilterPatch) => void;
  targets?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const all = t('geo.all');
  const names = usePlaceNames(query);
  const select = (
    key: keyof DashboardQuery,
    label: string,
    options: { value: string; label: string }[],
    placeholder: string | undefined = all,
  ) => (
    <SelectInput
      id={`dashboard-filter-${key}`}
      label={label}
      placeholder={placeholder}
      value={query[key] === undefined ? '' : String(query[key])}
      options={options}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <FilterPanel
      label={t('dashboard.filters')}
      place={deepestName(names)}
      period={formatDigits(fiscalYearLabel(query.fiscalYear!), locale)}
      chosen={countChosen(query, ['trimester', ...FACETS])}
    >
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {select(
          'fiscalYear',
          t('services.fiscalYear'),
          fiscalYearsUpToNow().map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          })),
          undefined,
        )}
        {select(
          'trimester',
          t(targets ? 'achievement.through' : 'services.trimester'),
          ['1', '2', '3'].map((n) => ({ value: n, label: t(`enum.trimester.${n}`) })),
          t(targets ? 'achievement.toDate.choice' : 'dashboard.wholeYear'),
        )}
        {!targets &&
          select(
            'disabilityType',
            t('pwd.field.disabilityTypes'),
            enumOptions(intl, 'disabilityType', DISABILITY_TYPES),
          )}
        {!targets &&
          select(
            'severityClass',
            t('pwd.field.severityClass'),
            enumOptions(intl, 'severity', SEVERITY_CLASSES),
          )}
        {!targets && select('gender', t('pwd.field.gender'), enumOptions(intl, 'gender', GENDERS))}
        {!targets && select('ageBand', t('pwd.field.age'), enumOptions(intl, 'ageBand', AGE_BANDS))}
      </div>
      <GeographyPicker
        idPrefix="dashboard-place"
        depth={targets ? 'palika' : 'ward'}
        value={query}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardId: place.wardId,
          })
        }
      />
    </FilterPanel>
  );
}
