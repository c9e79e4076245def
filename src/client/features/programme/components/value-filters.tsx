import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { activityRecords } from '@/client/features/programme/api/activity-records';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { ACTIVITY_STATUSES } from '@/shared/programme/enums';

export interface ValueFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  fiscalYear?: number;
  trimester?: number;
  activityId?: string;
  status?: string;
}

/**
 * Place, fiscal year, four-month period, activity (once a palika and a year are chosen: an activity
 * takes its sub-activities with it) and the activity's status.
 */
export function ValueFilters({
  value,
  onChange,
}: {
  value: ValueFilterValues;
  onChange: (patch: Record<string, string | number | undefined>) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  const activities = activityRecords.useList(
    value.palikaId && value.fiscalYear
      ? { palikaId: value.palikaId, fiscalYear: value.fiscalYear, pageSize: 100 }
      : undefined,
  );
  return (
    <FilterPanel
      label={t('value.filters')}
      place={deepestName(names)}
      period={
        value.fiscalYear ? formatDigits(fiscalYearLabel(value.fiscalYear), locale) : undefined
      }
      chosen={countChosen(value, ['trimester', 'activityId', 'status'])}
    >
      <GeographyPicker
        idPrefix="value-filter-place"
        depth="palika"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            activityId: undefined,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectInput
          id="value-filter-year"
          label={t('value.field.fiscalYear')}
          placeholder={t('geo.all')}
          value={value.fiscalYear ? String(value.fiscalYear) : ''}
          options={fiscalYearsUpToNow().map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          }))}
          onChange={(e) =>
            onChange({ fiscalYear: Number(e.target.value) || undefined, activityId: undefined })
          }
        />
        <SelectInput
          id="value-filter-trimester"
          label={t('value.field.trimester')}
          placeholder={t('geo.all')}
          value={value.trimester ? String(value.trimester) : ''}
          options={enumOptions(intl, 'trimester', ['1', '2', '3'])}
          onChange={(e) => onChange({ trimester: Number(e.target.value) || undefined })}
        />
        <SelectInput
          id="value-filter-activity"
          label={t('value.field.activity')}
          hint={activities.data ? undefined : t('value.filter.activityHint')}
          placeholder={t('geo.all')}
          value={value.activityId ?? ''}
          disabled={!activities.data}
          options={(activities.data?.items ?? []).map((a) => ({
            value: a._id,
            label: `${'— '.repeat(a.level - 1)}${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`,
          }))}
          onChange={(e) => onChange({ activityId: e.target.value || undefined })}
        />
        <SelectInput
          id="value-filter-status"
          label={t('value.field.status')}
          placeholder={t('geo.all')}
          value={value.status ?? ''}
          options={enumOptions(intl, 'activityStatus', ACTIVITY_STATUSES)}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
        />
      </div>
    </FilterPanel>
  );
}
