import { adToBs, parseIsoDate } from '@/shared/calendar/bs-calendar';

/** Small counting helpers of the dashboards' oracle: plain JavaScript over rows the test read itself. */
export const distinctPersons = (rows: { person: string | null }[]) =>
  new Set(rows.map((r) => r.person)).size;

/** Rows grouped by their category's top-level component (`rootOf`: category id → component id), each group reduced by `value`. */
export function byRoot<T extends { category_id: number }>(
  rows: T[],
  rootOf: Map<number, number>,
  value: (group: T[]) => number,
): Record<string, number> {
  const groups = new Map<string, T[]>();
  for (const row of rows)
    groups.set(String(rootOf.get(row.category_id)), [
      ...(groups.get(String(rootOf.get(row.category_id))) ?? []),
      row,
    ]);
  return Object.fromEntries([...groups].map(([key, group]) => [key, value(group)]));
}

export const subtypesOf = (types: string[]) => [
  ...(types.includes('visual') ? ['low_vision'] : []),
  ...(types.includes('hearing') ? ['deaf'] : []),
];
export const primaryOf = (types: string[]) => (types.length > 1 ? 'multiple' : types[0]);
/** The fiscal month (1 = Shrawan) of an AD date, through the shared BS calendar. */
export const fiscalMonthOf = (day: string) =>
  String(((adToBs(parseIsoDate(day)!)!.month + 8) % 12) + 1);
export const asMap = (rows: { key: string; value: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));
