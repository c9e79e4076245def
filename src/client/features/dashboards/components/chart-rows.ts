/** One bar of a chart (one row of its table). */
export interface ChartRow {
  key: string;
  label: string;
  value: number;
  /** The row's value split by series (a stacked chart), keyed by series key. */
  parts?: Record<string, number>;
}

/** One series of a stacked chart: a colour in the chart, a column in the table. */
export interface ChartSeries {
  key: string;
  label: string;
}
