/** Pieces of a database row that several answers share, mapped once. */
type Row = Record<string, unknown>;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A day as ISO text: PGlite reads a date as a Date at UTC midnight, PostgreSQL's driver keeps its text. */
export const isoDay = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString().slice(0, 10) : ((value as string) ?? null);

/** A place as the API names it, from the columns `<prefix>code`, `<prefix>name`, `<prefix>name_ne` and its id. */
export const placeOf = (row: Row, prefix: string, id: unknown) => ({
  _id: Number(id),
  code: (row[`${prefix}code`] as string) ?? null,
  name: row[`${prefix}name`] as string,
  nameNe: row[`${prefix}name_ne`] as string,
});

/**
 * The columns `created_by_name` and `updated_by_name` of a record (alias `alias`) as subqueries of
 * the select list, not joins: a list's query keeps few enough joins for the planner (each join
 * more multiplies the orders it weighs; planning took longer than running the query).
 */
export const authorNames = (alias: string) =>
  `(SELECT username FROM users WHERE id = ${alias}.created_by) AS created_by_name, (SELECT username FROM users WHERE id = ${alias}.updated_by) AS updated_by_name`;

/** A tenant record's own life: version, who created and changed it and when, soft deletion. */
export const recordMetaOf = (row: Row) => ({
  version: Number(row.version),
  createdAt: iso(row.created_at) as string,
  createdBy: (row.created_by_name as string) ?? null,
  updatedAt: iso(row.updated_at) as string,
  updatedBy: (row.updated_by_name as string) ?? null,
  deletedAt: iso(row.deleted_at),
  deleteReason: (row.delete_reason as string) ?? null,
});

/** A JSON column or `json_agg` of a row: PGlite may hand it over as text, PostgreSQL as a value. */
export const parsedJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
