import { BarChart, type CustomTooltipProps } from '@tremor/react';
import { axisWidth, shortLabel } from './axis-text';
import { SERIES_COLOURS } from './series-colours';
import type { ChartRow, ChartSeries } from './chart-rows';

export interface BarsProps {
  rows: ChartRow[];
  /** Stacked parts of each row, one colour each; none draws the row's value alone. */
  series: ChartSeries[];
  valueName: string;
  layout: 'columns' | 'bars';
  format: (value: number) => string;
  onSelect?: (key: string) => void;
}

/** The widest name axis, so that a bar keeps room on a phone (about 40 % of 300 px). */
const NAME_AXIS_MAX = 132;

/**
 * Tremor's bar chart, in its own chunk: it loads with the first chart that scrolls into view. The
 * value axis is as wide as its longest figure; long names keep their start and end in "…", whole
 * in the tooltip and the table view; columns over a year label every month, slanted when many.
 */
export default function Bars({ rows, series, valueName, layout, format, onSelect }: BarsProps) {
  const stacked = series.length > 0;
  const categories = stacked ? series.map((s) => s.label) : [valueName];
  const short = rows.map((row) => shortLabel(row.label));
  const names = new Set(short).size === rows.length ? short : rows.map((row) => row.label);
  const fullName = new Map(rows.map((row, i) => [names[i], row.label]));
  const data = rows.map((row, i) => ({
    name: names[i],
    key: row.key,
    ...(stacked
      ? Object.fromEntries(series.map((s) => [s.label, row.parts?.[s.key] ?? 0]))
      : { [valueName]: row.value }),
  }));
  const slanted = layout === 'columns' && rows.length > 6;
  const largest = Math.max(0, ...rows.map((row) => row.value));
  const Tooltip = ({ active, payload, label }: CustomTooltipProps) =>
    active && payload?.length ? (
      <div className="rounded border border-gray-300 bg-white p-2 text-sm shadow">
        <p className="font-semibold">{fullName.get(String(label)) ?? label}</p>
        {payload.map((item) => (
          <p key={String(item.dataKey)}>
            {item.dataKey}: {format(Number(item.value))}
          </p>
        ))}
      </div>
    ) : null;
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
      yAxisWidth={
        layout === 'bars'
          ? Math.min(NAME_AXIS_MAX, axisWidth(data.map((d) => d.name)))
          : axisWidth([format(largest), format(largest * 1.25)])
      }
      valueFormatter={format}
      customTooltip={Tooltip}
      {...(slanted
        ? {
            rotateLabelX: { angle: -45, verticalShift: 14, xAxisHeight: 56 },
            // recharts spaces slanted names as if level: a negative gap lets all twelve months show.
            tickGap: -16,
          }
        : { tickGap: 2 })}
      // The legend is the card's own, outside the chart hidden from screen readers (Tremor's is focusable).
      showLegend={false}
      showAnimation={false}
      onValueChange={onSelect ? (event) => event && onSelect(String(event.key)) : undefined}
    />
  );
}
