import { FormattedMessage, useIntl } from 'react-intl';
import { RowsTable } from '@/client/components/rows-table';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { formatNumber, shareOf } from '@/shared/format/number';
import { ACTIVITY_STATUSES } from '@/shared/programme/enums';

type Standing = Schemas['PalikaStanding'];

/** A share as a reader reads it: "62.5%", or a dash when nothing was planned. */
export function usePercent() {
  const locale = useLocale();
  return (part: number, whole: number) => {
    const share = shareOf(part, whole);
    return share === undefined ? '—' : `${formatNumber(share, locale)}%`;
  };
}

/** The palika's year: its activities by status, then output and money against plan by four-month period. */
export function YearFigures({ standing }: { standing: Standing }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const percent = usePercent();
  const { year, periods, statuses } = standing;
  return (
    <section
      aria-labelledby="standing-year"
      className="rounded border border-gray-200 bg-white p-4"
    >
      <h2 id="standing-year" className="text-lg font-semibold text-secondary">
        <FormattedMessage
          id="standing.year"
          values={{ year: formatDigits(fiscalYearLabel(standing.fiscalYear), locale) }}
        />
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('standing.statuses')}>
        {ACTIVITY_STATUSES.map((status) => (
          <li key={status} className="rounded border border-gray-200 px-2 py-1 text-sm">
            {enumLabel(intl, 'activityStatus', status)}: <strong>{n(statuses[status])}</strong>
          </li>
        ))}
      </ul>
      <RowsTable
        caption={t('standing.periods')}
        headers={[
          t('standing.period'),
          t('standing.plannedOutput'),
          t('standing.achievedOutput'),
          t('standing.achieved'),
          t('standing.expenditure'),
        ]}
        rows={[
          ...periods.map((p) => [
            enumLabel(intl, 'trimester', String(p.period)),
            n(p.plannedOutput),
            n(p.achievedOutput),
            percent(p.achievedOutput, p.plannedOutput),
            n(p.expenditure),
          ]),
          [
            t('standing.wholeYear'),
            n(year.plannedOutput),
            n(year.achievedOutput),
            percent(year.achievedOutput, year.plannedOutput),
            `${n(year.expenditure)} / ${n(year.budget)} (${percent(year.expenditure, year.budget)})`,
          ],
        ]}
      />
    </section>
  );
}
