import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type Breakdown, type Measure, kindOf, monthsOf } from '@/shared/dashboards/figures';
import { formatNumber } from '@/shared/format/number';
import { catalogueQuery } from '../../../lib/catalogue-query';
import { useLocale } from '../../../lib/use-locale';
import { useDashboardFigures } from '../api/dashboard-queries';
import type { DashboardQuery } from '../dashboard-filters';
import { keyLabeller, orderRows } from '../figure-labels';
import { useInView } from '../use-in-view';
import { ChartCard, type ChartRow } from './chart-card';

export interface FigureTileProps {
  query: DashboardQuery;
  measure: Measure;
  by: Breakdown;
  title: string;
  layout?: 'columns' | 'bars';
  onSelect?: (row: ChartRow) => void;
  selectLabel?: string;
}

/** One breakdown as a chart card; it asks the server only once scrolled into view. */
export function FigureTile({ query, measure, by, title, layout, onSelect, selectLabel }: FigureTileProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [ref, inView] = useInView<HTMLDivElement>();
  const figures = useDashboardFigures({ ...query, measure, by }, inView);
  const catalogue = useQuery({ ...catalogueQuery(), enabled: inView && ['component', 'element', 'category'].includes(by) });
  const label = keyLabeller(by, intl, locale, catalogue.data?.categories);
  const [first, last] = by === 'month' ? monthsOf(query.trimester) : [1, 12];
  const rows = figures.data
    ? orderRows(by, figures.data.rows)
        .filter((row) => by !== 'month' || (Number(row.key) >= first && Number(row.key) <= last))
        .map((row) => ({ key: row.key, label: label(row.key), value: row.value }))
    : undefined;
  const sum = rows?.reduce((total, row) => total + row.value, 0) ?? 0;
  const total = figures.data?.total ?? 0;
  const kind = kindOf(measure);
  const footnote = figures.data && sum !== total && by !== 'fiscalYear'
    ? intl.formatMessage({ id: `dashboard.footnote.${kind === 'service' ? 'services' : 'persons'}` }, { total: formatNumber(total, locale) })
    : undefined;
  return (
    <div ref={ref}>
      <ChartCard
        title={title}
        description={intl.formatMessage({ id: `dashboard.counts.${kind}` })}
        rows={rows}
        failed={figures.isError}
        layout={layout}
        valueName={intl.formatMessage({ id: `dashboard.measure.${measure}` })}
        footnote={footnote}
        onSelect={onSelect}
        selectLabel={selectLabel}
        fileName={`${measure}-by-${by}`}
      />
    </div>
  );
}
