import { useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { DateInput } from '@/client/components/date-input';
import { LoadingState } from '@/client/components/loading-state';
import { SelectInput } from '@/client/components/select-input';
import { valueRecords } from '@/client/features/programme/api/value-records';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { fiscalPeriodOf, fiscalYearLabel } from '@/shared/fiscal-year';
import { useCellSaves } from './use-cell-saves';
import { ValueGrid } from './value-grid';

type Activity = Schemas['Activity'];
type Value = Schemas['ActivityValue'];

export interface ValueGridSectionProps {
  palikaId: number;
  fiscalYear: number;
  trimester: 1 | 2 | 3;
  /** The date new values are recorded on; in the period and not after today. */
  recordDate: string | undefined;
  activities: Activity[];
  onPeriod: (patch: { trimester?: number; date?: string }) => void;
}

/** The latest value of each activity in the period: the one the grid shows and changes. */
function latestByActivity(values: Value[]): Map<string, Value> {
  const latest = new Map<string, Value>();
  for (const v of values) {
    const held = latest.get(v.activityId);
    if (!held || v.recordDate > held.recordDate) latest.set(v.activityId, v);
  }
  return latest;
}

/** The grid mode of Activity Attributes Entry: a period, the date of new values, and the grid. */
export function ValueGridSection(props: ValueGridSectionProps) {
  const { palikaId, fiscalYear, trimester, recordDate, activities, onPeriod } = props;
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const values = valueRecords.useList({ palikaId, fiscalYear, trimester, pageSize: 100 });
  const loaded = latestByActivity(values.data?.items ?? []);
  const saves = useCellSaves({ palikaId, recordDate: recordDate ?? '' }, loaded);
  const inPeriod = (iso: string) => {
    const period = fiscalPeriodOf(iso);
    return period?.fiscalYear === fiscalYear && period.trimester === trimester;
  };
  const caption = intl.formatMessage(
    { id: 'value.grid.caption' },
    {
      year: formatDigits(fiscalYearLabel(fiscalYear), locale),
      period: t(`enum.trimester.${trimester}`),
    },
  );
  return (
    <section aria-labelledby="grid-heading" className="flex flex-col gap-3">
      <h2 id="grid-heading" className="sr-only">
        {t('value.mode.grid')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectInput
          id="grid-trimester"
          label={t('value.field.trimester')}
          value={String(trimester)}
          options={enumOptions(intl, 'trimester', ['1', '2', '3'])}
          onChange={(e) => onPeriod({ trimester: Number(e.target.value), date: undefined })}
        />
        <DateInput
          id="grid-date"
          label={t('value.grid.date')}
          value={recordDate ?? ''}
          error={recordDate && !inPeriod(recordDate) ? t('value.grid.dateOutside') : undefined}
          onChange={(iso) => onPeriod({ date: iso || undefined })}
        />
      </div>
      <p className="text-sm text-gray-700">{t('value.grid.help')}</p>
      {!recordDate ? (
        <Alert tone="info">{t('value.grid.notStarted')}</Alert>
      ) : values.isLoading ? (
        <LoadingState lines={6} />
      ) : (
        <ValueGrid
          activities={activities}
          recordOf={saves.recordOf}
          stateOf={saves.stateOf}
          lastChange={saves.last}
          onSave={(activityId, field, text) => void saves.save(activityId, field, text)}
          caption={caption}
        />
      )}
    </section>
  );
}
