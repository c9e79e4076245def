/**
 * Hues of a stacked chart's series, in an order whose neighbours stay apart for the common
 * colour-blindnesses (blue and amber first; red and green never side by side); the table view
 * names every value. All are in the Tailwind safelist (tailwind.config.ts, CHART_COLOURS).
 */
export const SERIES_COLOURS = ['blue', 'amber', 'slate', 'violet', 'emerald', 'rose'];
