import { FormattedMessage, useIntl } from 'react-intl';
import { NepalMap } from '@/client/features/dashboards/map/nepal-map';
import type { PlaceSelection } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { DrillPlace } from '@/shared/targets/drill';
import { type AchievementRow, AchievementTable } from './achievement-table';
import { Panel } from './panel';

type Answer = Schemas['DashboardAchievement'];
type Measure = Schemas['AchievementMeasure'];
type Figure = Schemas['AchievementFigure'];

export interface AchievementPlacesProps {
  answer: Answer;
  chosen: Measure;
  label: string;
  recordsOf: (place: DrillPlace) => string;
  /** A target's history on the targets page. */
  historyOf: (targetId: string) => string;
  onSelect: (place: PlaceSelection) => void;
  /** Another measure's figures are loading: these are still the last one's. */
  busy?: boolean;
}

const missing = (key: string): Figure => ({
  key,
  achieved: 0,
  target: null,
  proRated: null,
  percent: null,
  percentToDate: null,
  band: 'none',
  source: null,
  targetId: null,
  palikasWithTarget: 0,
});

/**
 * The chosen measure for each place one level down (on the map where boundaries exist, and ranked
 * in a table) and for each batch inside the place, side by side (issue 19 §2).
 */
export function AchievementPlaces({
  answer,
  chosen,
  label,
  recordsOf,
  historyOf,
  onSelect,
  busy = false,
}: AchievementPlacesProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const figureOf = (figures: Figure[]) =>
    figures.find((f) => f.key === chosen.key) ?? missing(chosen.key);
  const level = answer.level;
  const withHistory = (figure: Figure) =>
    figure.targetId ? historyOf(figure.targetId) : undefined;
  const places: (AchievementRow & { place: PlaceSelection; provinceId: number })[] =
    answer.places.map((p) => ({
      id: p.id,
      name: locale === 'np' ? p.nameNe : p.nameEn,
      figure: figureOf(p.figures),
      recordsHref: recordsOf(p.place),
      place: p.place,
      provinceId: p.place.provinceId,
    }));
  const batches: AchievementRow[] = answer.batches.map((b) => ({
    id: b.id,
    name: `${b.code} · ${locale === 'np' ? b.nameNe : b.nameEn}`,
    detail: t('achievement.batch.detail', {
      year: formatNumber(b.programmeYear, locale),
      palikas: b.palikas,
    }),
    figure: figureOf(b.figures),
    recordsHref: recordsOf({ batchId: b.id }),
    historyHref: withHistory(figureOf(b.figures)),
  }));
  const levelName = t(`dashboard.level.${level}`);
  const mapLabel = t('achievement.map.label', { measure: label });
  const panel = `flex flex-col gap-3 p-4${busy ? ' opacity-60' : ''}`;
  return (
    <>
      {places.length > 0 && (
        <Panel
          className={panel}
          aria-busy={busy || undefined}
          aria-labelledby="achievement-places-heading"
        >
          <h3 id="achievement-places-heading" className="font-semibold text-gray-900">
            <FormattedMessage
              id="achievement.places.title"
              values={{ level: levelName, measure: label }}
            />
          </h3>
          <div className="grid gap-4 xl:grid-cols-[2fr_3fr]">
            {level === 'province' || level === 'district' ? (
              <NepalMap
                level={level}
                provinceIds={
                  level === 'district' ? [...new Set(places.map((p) => p.provinceId))] : undefined
                }
                measureLabel={mapLabel}
                areas={places.map((p) => ({
                  id: level === 'province' ? p.provinceId : Number(p.id),
                  name: p.name,
                  nameEn: answer.places.find((a) => a.id === p.id)!.nameEn,
                  value: p.figure.percentToDate ?? 0,
                }))}
                onSelect={(id) =>
                  onSelect(
                    places.find((p) => (level === 'province' ? p.provinceId : p.id) === id)!.place,
                  )
                }
              />
            ) : (
              <p className="text-sm text-gray-700">
                <FormattedMessage id="dashboard.map.noBoundaries" />
              </p>
            )}
            <AchievementTable
              caption={t('achievement.places.title', { level: levelName, measure: label })}
              nameHeading={levelName}
              rows={places}
              fileName={`achievement-${level}`}
              onSelect={(row) => onSelect(places.find((p) => p.id === row.id)!.place)}
            />
          </div>
        </Panel>
      )}
      {batches.length > 0 && (
        <Panel
          className={panel}
          aria-busy={busy || undefined}
          aria-labelledby="achievement-batches-heading"
        >
          <h3 id="achievement-batches-heading" className="font-semibold text-gray-900">
            <FormattedMessage id="achievement.batches.title" values={{ measure: label }} />
          </h3>
          <p className="text-xs text-gray-700">
            <FormattedMessage id="achievement.batches.note" />
          </p>
          <AchievementTable
            caption={t('achievement.batches.title', { measure: label })}
            nameHeading={t('achievement.column.batch')}
            rows={batches}
            fileName="achievement-batches"
          />
        </Panel>
      )}
    </>
  );
}
