import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useDashboardFigures } from '@/client/features/dashboards/api/dashboard-queries';
import { type DashboardQuery, drillHref } from '@/client/features/dashboards/dashboard-filters';
import { keyLabeller, orderRows } from '@/client/features/dashboards/figure-labels';
import { useInView } from '@/client/features/dashboards/use-in-view';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { type Breakdown, type Measure, type Split, monthsOf } from '@/shared/dashboards/figures';
import { kindOf, narrowingOf } from '@/shared/dashboards/measures';
import { dashboardLabelId } from '@/shared/measures/measure-list';
import { ChartCard } from './chart-card';
import type { ChartRow, ChartSeries } from './chart-rows';

export interface FigureTileProps {
  query: DashboardQuery;
  measure: Measure;
  by: Breakdown;
  /** A second key: each bar stacked by it. */
  split?: Split;
  title: string;
  layout?: 'columns' | 'bars';
  /** A bar opens the list of the records behind it (the measure registry's drill, narrowed to the bar). */
  opensRecords?: boolean;
  /** Otherwise, what choosing a bar does (narrowing the view), and its name. */
  onSelect?: (row: ChartRow) => void;
  selectLabel?: string;
}

/** Rows of a split figure, one per key with its parts, and the series met, in key order. */
function stackedRows(rows: Schemas['DashboardBreakdown']['rows']): {
  rows: { key: string; value: number; parts: Record<string, number> }[];
  seriesKeys: string[];
} {
  const byKey = new Map<string, Record<string, number>>();
  for (const row of rows)
    byKey.set(row.key, { ...byKey.get(row.key), [row.series ?? '']: row.value });
  const seriesKeys = [...new Set(rows.map((row) => row.series ?? ''))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  return {
    rows: [...byKey].map(([key, parts]) => ({
      key,
      parts,
      value: Object.values(parts).reduce((a, b) => a + b, 0),
    })),
    seriesKeys,
  };
}

/** One breakdown (or one split by a second key, stacked) as a chart card; it asks the server only once scrolled into view. */
export function FigureTile({
  query,
  measure,
  by,
  split,
  title,
  layout,
  opensRecords,
  onSelect,
  selectLabel,
}: FigureTileProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const openRecords = (row: ChartRow) => {
    const narrowing = narrowingOf(by, row.key);
    if (narrowing) navigate(drillHref(locale, measure, query, narrowing));
  };
  const [ref, inView] = useInView<HTMLDivElement>();
  const figures = useDashboardFigures(
    { ...query, measure, by, ...(split ? { split } : {}) },
    inView,
  );
  const catalogue = useQuery({
    ...catalogueQuery(),
    enabled: inView && (split === 'component' || ['component', 'element', 'category'].includes(by)),
  });
  const label = keyLabeller(by, intl, locale, catalogue.data?.categories);
  const seriesLabel = keyLabeller(split ?? by, intl, locale, catalogue.data?.categories);
  const [first, last] = by === 'month' ? monthsOf(query.trimester) : [1, 12];
  const stacked = figures.data && split ? stackedRows(figures.data.rows) : undefined;
  const series: ChartSeries[] | undefined = stacked?.seriesKeys.map((key) => ({
    key,
    label: seriesLabel(key),
  }));
  const partsOf = new Map(stacked?.rows.map((row) => [row.key, row.parts]));
  const rows: ChartRow[] | undefined = figures.data
    ? orderRows(by, stacked?.rows ?? figures.data.rows)
        .filter((row) => by !== 'month' || (Number(row.key) >= first && Number(row.key) <= last))
        .map((row) => ({
          key: row.key,
          label: label(row.key),
          value: row.value,
          ...(split ? { parts: partsOf.get(row.key) ?? {} } : {}),
        }))
    : undefined;
  const sum = rows?.reduce((total, row) => total + row.value, 0) ?? 0;
  const total = figures.data?.total ?? 0;
  const kind = kindOf(measure);
  const footnote =
    figures.data && sum !== total && by !== 'fiscalYear'
      ? intl.formatMessage(
          { id: `dashboard.footnote.${kind === 'service' ? 'services' : 'persons'}` },
          { total },
        )
      : undefined;
  return (
    <div ref={ref}>
      <ChartCard
        title={title}
        description={intl.formatMessage({ id: `dashboard.counts.${kind}` })}
        rows={rows}
        series={series}
        failed={figures.isError}
        layout={layout}
        valueName={intl.formatMessage({ id: dashboardLabelId(measure) })}
        footnote={footnote}
        onSelect={opensRecords ? openRecords : onSelect}
        selectLabel={
          opensRecords ? intl.formatMessage({ id: 'dashboard.openRecords' }) : selectLabel
        }
        fileName={`${measure}-by-${by}${split ? `-and-${split}` : ''}`}
      />
    </div>
  );
}
