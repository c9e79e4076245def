import { useIntl } from 'react-intl';
import { type DashboardQuery, drillHref } from '@/client/features/dashboards/dashboard-filters';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber, shareOf } from '@/shared/format/number';
import { KpiCard } from './kpi-card';

export interface ProgrammeFiguresProps {
  query: DashboardQuery;
  /** The programme's figures of the view; undefined while they load. */
  figures?: Schemas['DashboardProgramme'];
  /** The period before, as the reader says it ("2082/83 first four months"). */
  previousLabel?: string;
}

/**
 * The programme of the view in three figures, each against its plan: activities completed of those
 * planned for the year, output achieved against the output planned for the period, expenditure
 * against the year's budget. Each number opens the records behind it.
 */
export function ProgrammeFigures({ query, figures, previousLabel }: ProgrammeFiguresProps) {
  const intl = useIntl();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const percent = (part: number, whole: number) => {
    const share = shareOf(part, whole);
    return share === undefined ? '—' : `${n(share)}%`;
  };
  const against = (id: string, part: number, whole: number) =>
    intl.formatMessage(
      { id: `dashboard.programme.${id}.note` },
      { plan: n(whole), share: percent(part, whole) },
    );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <KpiCard
        label={intl.formatMessage({ id: 'dashboard.programme.completed' })}
        value={figures?.activitiesCompleted.value}
        note={
          figures &&
          against('completed', figures.activitiesCompleted.value, figures.activitiesPlanned.value)
        }
        href={drillHref(locale, 'activitiesCompleted', query)}
      />
      <KpiCard
        label={intl.formatMessage({ id: 'dashboard.programme.output' })}
        value={figures?.achievedOutput.value}
        previous={figures?.achievedOutput.previous}
        previousLabel={previousLabel}
        note={
          figures && against('output', figures.achievedOutput.value, figures.plannedOutput.value)
        }
        href={drillHref(locale, 'achievedOutput', query)}
      />
      <KpiCard
        label={intl.formatMessage({ id: 'dashboard.programme.expenditure' })}
        value={figures?.expenditure.value}
        previous={figures?.expenditure.previous}
        previousLabel={previousLabel}
        note={figures && against('expenditure', figures.expenditure.value, figures.budget.value)}
        href={drillHref(locale, 'expenditure', query)}
      />
    </div>
  );
}
