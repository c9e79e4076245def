import { BarChart } from '@tremor/react';

export interface BarsProps {
  rows: { key: string; label: string; value: number }[];
  valueName: string;
  layout: 'columns' | 'bars';
  format: (value: number) => string;
  onSelect?: (key: string) => void;
}

/** Tremor's bar chart, in its own chunk: it loads with the first chart that scrolls into view. */
export default function Bars({ rows, valueName, layout, format, onSelect }: BarsProps) {
  return (
    <BarChart
      className={layout === 'bars' ? undefined : 'h-56'}
      style={layout === 'bars' ? { height: `${Math.max(8, rows.length * 2.25 + 3)}rem` } : undefined}
      data={rows.map((row) => ({ name: row.label, [valueName]: row.value, key: row.key }))}
      index="name"
      categories={[valueName]}
      colors={['blue']}
      layout={layout === 'bars' ? 'vertical' : 'horizontal'}
      yAxisWidth={layout === 'bars' ? 140 : 56}
      valueFormatter={format}
      showLegend={false}
      showAnimation={false}
      onValueChange={onSelect ? (event) => event && onSelect(String(event.key)) : undefined}
    />
  );
}
