import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { SelectInput } from '@/client/components/select-input';
import { measureLabel } from '@/client/features/dashboards/achievement-labels';
import { useDashboardAchievement } from '@/client/features/dashboards/api/dashboard-queries';
import { AchievementCard } from '@/client/features/dashboards/components/achievement-card';
import { AchievementPlaces } from '@/client/features/dashboards/components/achievement-places';
import { AchievementTrend } from '@/client/features/dashboards/components/achievement-trend';
import { DashboardFrame } from '@/client/features/dashboards/components/dashboard-frame';
import { TileStatus } from '@/client/features/dashboards/components/tile-status';
import { useDashboard } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import type { Schemas } from '@/shared/api/types';
import { hrefFor } from '@/shared/routes';
import { achievementDrill } from '@/shared/targets/drill';

type Measure = Schemas['AchievementMeasure'];

/**
 * Dashboard Achievement (issue 19 §2): each measure with an approved target in the user's area,
 * achieved to the end of the period against the target pro-rated to it, in a band said in words;
 * one measure chosen (in the URL) by four-month period, by place one level down and by batch. Every
 * figure opens its records; every target its history.
 */
export default function AchievementPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { query, setFilters, drillTo } = useDashboard();
  const [params, setParams] = useSearchParams();
  const answer = useDashboardAchievement(query, params.get('measure') ?? undefined);
  const data = answer.data;
  const through = (data?.period.trimester ?? 3) as 1 | 2 | 3;
  const period = { fiscalYear: data?.period.fiscalYear ?? query.fiscalYear!, through };
  // The places and batches carry the figure of the measure they were read for (`chosen`); while
  // another one loads, the page goes on showing the one read.
  const chosen = data?.measures.find((m) => m.key === data.chosen);
  // The measure asked, as the choice shows it at once; one without a target here is not offered.
  const asked = data?.measures.find((m) => m.key === params.get('measure'))?.key;
  const labelOf = (measure: Measure) => measureLabel(intl, locale, measure);
  const recordsOf = (measure: Measure, place = query) => {
    const drill = achievementDrill(measure, place, period);
    return hrefFor(drill.route, locale, undefined, drill.query);
  };
  const historyOf = (targetId: string) =>
    hrefFor('targetList', locale, undefined, { history: targetId });
  const sourceNote = (figure: Measure['figure']) =>
    figure.source === 'palikas'
      ? t('achievement.source.palikas', { count: figure.palikasWithTarget })
      : figure.source
        ? t(`achievement.source.${figure.source}`)
        : undefined;
  return (
    <DashboardFrame
      name="achievementVsTarget"
      query={query}
      onFilters={setFilters}
      drillTo={drillTo}
    >
      <TileStatus failed={answer.isError} loaded={Boolean(data)} />
      {data && data.measures.length === 0 && (
        <p
          role="status"
          className="rounded border border-gray-200 bg-white p-4 text-sm text-gray-900"
        >
          <FormattedMessage id="achievement.none" />{' '}
          <Link href={hrefFor('targetList', locale)} className="text-primary underline">
            <FormattedMessage id="achievement.none.set" />
          </Link>
        </p>
      )}
      {data && data.measures.length > 0 && (
        <>
          <section
            aria-label={t('achievement.measures')}
            className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
          >
            {data.measures.map((measure) => (
              <AchievementCard
                key={measure.key}
                label={labelOf(measure)}
                achieved={measure.figure.achieved}
                target={measure.figure.target}
                targetToDate={measure.figure.proRated}
                throughPeriod={through}
                note={sourceNote(measure.figure)}
              >
                <Link href={recordsOf(measure)} className="text-primary underline">
                  <FormattedMessage id="achievement.openRecords" />
                </Link>
                {measure.figure.targetId && (
                  <Link
                    href={hrefFor('targetList', locale, undefined, {
                      history: measure.figure.targetId,
                    })}
                    className="text-primary underline"
                  >
                    <FormattedMessage id="achievement.history" />
                  </Link>
                )}
              </AchievementCard>
            ))}
          </section>
          {chosen && (
            <>
              <div className="w-full max-w-md print:hidden">
                <SelectInput
                  id="achievement-measure"
                  label={t('achievement.chosen')}
                  value={asked ?? chosen.key}
                  options={data.measures.map((m) => ({ value: m.key, label: labelOf(m) }))}
                  onChange={(e) => setParams({ measure: e.target.value })}
                />
              </div>
              <AchievementTrend
                label={labelOf(chosen)}
                periods={chosen.periods}
                through={through}
                fileName={`achievement-trend-${chosen.measure}`}
              />
              <AchievementPlaces
                busy={answer.isPlaceholderData}
                answer={data}
                chosen={chosen}
                label={labelOf(chosen)}
                recordsOf={(place) => recordsOf(chosen, place)}
                historyOf={historyOf}
                onSelect={drillTo}
              />
            </>
          )}
        </>
      )}
    </DashboardFrame>
  );
}
