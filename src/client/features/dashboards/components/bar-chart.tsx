import { BarChart } from '@tremor/react';
import { SERIES_COLOURS } from './series-colours';
import type { ChartRow, ChartSeries } from './chart-card';

export interface BarsProps {
  rows: ChartRow[];
  /** Stacked parts of each row, one colour each; none draws the row's value alone. */
  series: ChartSeries[];
  valueName: string;
  layout: 'columns' | 'bars';
  format: (value: number) => string;
  onSelect?: (key: string) => void;
}

/** Tremor's bar chart, in its own chunk: it loads with the first chart that scrolls into view. */
export default function Bars({ rows, series, valueName, layout, format, onSelect }: BarsProps) {
  const stacked = series.length > 0;
  const categories = stacked ? series.map((s) => s.label) : [valueName];
  const data = rows.map((row) => ({
    name: row.label,
    key: row.key,
    ...(stacked
      ? Object.fromEntries(series.map((s) => [s.label, row.parts?.[s.key] ?? 0]))
      : { [valueName]: row.value }),
  }));
  return (
    <BarChart
      className={layout === 'bars' ? undefined : stacked ? 'h-72' : 'h-56'}
      style={
        layout === 'bars' ? { height: `${Math.max(8, rows.length * 2.25 + 3)}rem` } : undefined
      }
      data={data}
      index="name"
      categories={categories}
      colors={stacked ? SERIES_COLOURS.slice(0, series.length) : ['blue']}
      stack={stacked}
      layout={layout === 'bars' ? 'vertical' : 'horizontal'}
      yAxisWidth={layout === 'bars' ? 140 : 56}
      valueFormatter={format}
      // The legend is the card's own, outside the chart hidden from screen readers (Tremor's is focusable).
      showLegend={false}
      showAnimation={false}
      onValueChange={onSelect ? (event) => event && onSelect(String(event.key)) : undefined}
    />
  );
}
