import { useIntl } from 'react-intl';
import { useDashboardProgramme } from '@/client/features/dashboards/api/dashboard-queries';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { periodLabel } from '@/client/features/dashboards/figure-labels';
import { useLocale } from '@/client/lib/use-locale';
import type { Breakdown, Measure } from '@/shared/dashboards/figures';
import { notApplicable } from '@/shared/dashboards/measures';
import { FigureTile } from './figure-tile';
import { ProgrammeFigures } from './programme-figures';

const TILES: { measure: Measure; by: Breakdown; layout?: 'columns'; title: string }[] = [
  {
    measure: 'achievedOutput',
    by: 'period',
    layout: 'columns',
    title: 'dashboard.tile.outputByPeriod',
  },
  { measure: 'activityParticipants', by: 'gender', title: 'dashboard.tile.activityParticipants' },
  {
    measure: 'expenditure',
    by: 'fiscalYear',
    layout: 'columns',
    title: 'dashboard.tile.expenditureByYear',
  },
  {
    measure: 'activitiesPlanned',
    by: 'fiscalYear',
    layout: 'columns',
    title: 'dashboard.tile.activitiesByYear',
  },
];

/**
 * The programme of the view: its three figures against plan, and its output by four-month period,
 * participants by sex, expenditure and activities over the years. A view narrowed to a person's
 * traits or a ward says why the programme is not counted there instead of showing zeros.
 */
export function ProgrammeSection({ query }: { query: DashboardQuery }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const applicable = notApplicable('budget', query).length === 0;
  const programme = useDashboardProgramme(query, applicable);
  const figures = programme.data;
  return (
    <section aria-labelledby="programme-figures" className="grid gap-4">
      <h2 id="programme-figures" className="text-lg font-semibold text-secondary">
        {t('dashboard.programme.title')}
      </h2>
      {applicable ? (
        <>
          {programme.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {t('dashboard.tile.failed')}
            </p>
          ) : (
            <ProgrammeFigures
              query={query}
              figures={figures}
              previousLabel={figures && periodLabel(figures.previousPeriod, intl, locale)}
            />
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            {TILES.map(({ measure, by, layout, title }) => (
              <FigureTile
                key={title}
                query={query}
                measure={measure}
                by={by}
                layout={layout}
                title={t(title)}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="rounded border border-gray-300 bg-white p-4 text-sm text-gray-800">
          {t('dashboard.programme.notApplicable')}
        </p>
      )}
    </section>
  );
}
