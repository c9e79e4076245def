import sqlTag, { Sql, empty, join, raw } from 'sql-template-tag';

/**
 * The one way to write SQL with values: a tagged template whose `${value}` becomes a numbered
 * parameter, and whose `${fragment}` (another `sql` template) is spliced in with its own
 * parameters renumbered. Nothing counts `$n` by hand. `raw` is only for names the code itself
 * chose (a column from a fixed list), never for what a request sent.
 *
 *   db.query(sql`SELECT * FROM pwd_persons p WHERE ${and([scope, sql`p.ward_no = ${ward}`])}`)
 */
export const sql = sqlTag;
export { Sql, empty, join, raw };

/** The conditions joined by AND; TRUE when there are none. */
export const and = (conditions: readonly Sql[]): Sql =>
  conditions.length ? join(conditions, ' AND ') : sql`TRUE`;

/** A LIKE pattern matching the text anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Names the code chose (columns, tables), comma-separated. */
export const names = (list: readonly string[]): Sql => raw(list.join(', '));

/**
 * SQL text the code built without values (a shape it shares with DDL, such as the dashboard cells'
 * rows) with a fragment spliced in where each marker stands; the fragments keep their parameters.
 */
export function spliced(text: string, fragments: Record<string, Sql>): Sql {
  const markers = Object.keys(fragments).map((marker) =>
    marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const strings: string[] = [];
  const values: Sql[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(markers.join('|'), 'g'))) {
    strings.push(text.slice(last, match.index));
    values.push(fragments[match[0]]);
    last = match.index + match[0].length;
  }
  strings.push(text.slice(last));
  return new Sql(strings, values);
}
