import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButton } from '@/client/components/export-button';
import { SelectInput } from '@/client/components/select-input';
import { NepalMap } from '@/client/features/dashboards/map/nepal-map';
import { useLocale } from '@/client/lib/use-locale';
import { useOverflowsSideways } from '@/client/lib/use-overflows-sideways';
import type { Schemas } from '@/shared/api/types';
import type { Measure } from '@/shared/dashboards/figures';
import { formatNumber, shareOf } from '@/shared/format/number';
import { Panel } from './panel';
import { TileStatus } from './tile-status';

type Places = Schemas['DashboardPlaces'];
export type PlaceRow = Places['rows'][number];
export const PLACE_MEASURES = [
  'registered',
  'personsServed',
  'coverage',
  'services',
  'cost',
] as const satisfies readonly (Measure | 'coverage')[];
export type PlaceMeasure = (typeof PLACE_MEASURES)[number];

/** Persons served per hundred registered, one decimal. */
export const coverageOf = (row: PlaceRow) => shareOf(row.personsServed, row.registered) ?? 0;
const valueOf = (row: PlaceRow, measure: PlaceMeasure) =>
  measure === 'coverage' ? coverageOf(row) : row[measure];

export interface PlacesPanelProps {
  places?: Places;
  failed?: boolean;
  initialMeasure?: PlaceMeasure;
  onSelect: (row: PlaceRow) => void;
}

/**
 * The places one level down, ranked by a chosen measure, on the map where boundaries exist
 * (provinces and districts) and always as a table, which is also the map's text equivalent.
 */
export function PlacesPanel({
  places,
  failed,
  initialMeasure = 'registered',
  onSelect,
}: PlacesPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [measure, setMeasure] = useState<PlaceMeasure>(initialMeasure);
  const [overflows, watchWidth] = useOverflowsSideways();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const nameOf = (row: PlaceRow) => (locale === 'np' ? row.nameNe : row.nameEn);
  const level = places?.level ?? 'province';
  const ranked = [...(places?.rows ?? [])].sort(
    (a, b) => valueOf(b, measure) - valueOf(a, measure) || nameOf(a).localeCompare(nameOf(b)),
  );
  const measureLabel = t(`dashboard.measure.${measure}`);
  /** The chosen measure stands next to the name, so a narrow screen shows it without scrolling. */
  const columns = [measure, ...PLACE_MEASURES.filter((m) => m !== measure)];
  const header = [
    t(`dashboard.level.${level}`),
    ...PLACE_MEASURES.map((m) => t(`dashboard.measure.${m}`)),
  ];
  return (
    <Panel className="flex flex-col gap-3 p-4" aria-labelledby="places-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="places-heading" className="font-semibold text-gray-900">
            <FormattedMessage
              id="dashboard.places.title"
              values={{ level: t(`dashboard.level.${level}`) }}
            />
          </h3>
          <p className="text-xs text-gray-700">
            <FormattedMessage id="dashboard.places.note" />
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <div className="w-56">
            <SelectInput
              id="places-measure"
              label={t('dashboard.places.measure')}
              value={measure}
              options={PLACE_MEASURES.map((m) => ({
                value: m,
                label: t(`dashboard.measure.${m}`),
              }))}
              onChange={(e) => setMeasure(e.target.value as PlaceMeasure)}
            />
          </div>
          {ranked.length > 0 && (
            <ExportButton
              fileName={`places-${level}`}
              header={header}
              loadChunk={async () => ({
                rows: ranked.map((r) => [nameOf(r), ...PLACE_MEASURES.map((m) => valueOf(r, m))]),
                total: ranked.length,
                next: null,
              })}
            />
          )}
        </div>
      </div>
      <TileStatus failed={failed} loaded={Boolean(places)} />
      {places && (
        <div className="grid gap-4 lg:grid-cols-2">
          {level === 'province' || level === 'district' ? (
            <NepalMap
              level={level}
              provinceIds={
                level === 'district'
                  ? [...new Set(ranked.map((r) => r.place.provinceId))]
                  : undefined
              }
              measureLabel={measureLabel}
              areas={ranked.map((r) => ({
                id: level === 'province' ? r.place.provinceId : r.id,
                name: nameOf(r),
                nameEn: r.nameEn,
                value: valueOf(r, measure),
              }))}
              onSelect={(id) =>
                onSelect(
                  ranked.find((r) => (level === 'province' ? r.place.provinceId : r.id) === id)!,
                )
              }
            />
          ) : (
            <p className="text-sm text-gray-700">
              <FormattedMessage id="dashboard.map.noBoundaries" />
            </p>
          )}
          {/* min-w-0: a grid item may be narrower than its table, which then scrolls inside it. */}
          <div className="min-w-0">
            {overflows && (
              <p id="places-more-columns" className="mb-1 text-xs text-gray-700">
                <span aria-hidden="true">→ </span>
                <FormattedMessage id="dashboard.places.moreColumns" />
              </p>
            )}
            <div
              ref={watchWidth}
              className="max-h-[28rem] overflow-auto"
              {...(overflows && {
                tabIndex: 0,
                role: 'region',
                'aria-label': t('dashboard.places.caption', { measure: measureLabel }),
                'aria-describedby': 'places-more-columns',
              })}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">
                  {t('dashboard.places.caption', { measure: measureLabel })}
                </caption>
                <thead className="sticky top-0 bg-white">
                  <tr className="border-b border-gray-300 text-left">
                    <th scope="col" className="py-1 pr-2">
                      #
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      {header[0]}
                    </th>
                    {columns.map((m) => (
                      <th
                        key={m}
                        scope="col"
                        className={`py-1 pl-2 text-right ${m === measure ? 'text-primary' : ''}`}
                      >
                        {t(`dashboard.measure.${m}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ranked.map((row, index) => (
                    <tr key={row.id} className="border-b border-gray-100">
                      <td className="py-1 pr-2 tabular-nums">{formatNumber(index + 1, locale)}</td>
                      <th scope="row" className="py-1 pr-2 text-left font-normal">
                        <button
                          type="button"
                          className="text-primary underline hover:text-secondary"
                          onClick={() => onSelect(row)}
                        >
                          {nameOf(row)}
                        </button>
                      </th>
                      {columns.map((m) => (
                        <td key={m} className="py-1 pl-2 text-right tabular-nums">
                          {formatNumber(
                            valueOf(row, m),
                            locale,
                            m === 'coverage' ? { maximumFractionDigits: 1 } : undefined,
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
