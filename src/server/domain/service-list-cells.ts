/**
 * The service list's count and totals kept as its records are written (decision 0034): one row per
 * palika and person served there (group services under the nil person), with the records,
 * quantity, cost and participants of that person's live services in that palika. A list filtered
 * by place alone sums a district's few thousand rows instead of reading its lakh of records; its
 * persons are the distinct persons of its rows with a service (a person served in two palikas is
 * one). Kept by the services' cell triggers in the writing transaction, so it always equals the
 * rows (API test).
 */
import { raw, sql } from '@/server/platform/sql';
import type { ListSummary } from '@/server/records/record-read';

export const LIST_CELLS = 'service_list_cells';
/** The person of group services (no person) in the list cells. */
const NO_PERSON = `'00000000-0000-0000-0000-000000000000'::uuid`;

export const createListCellsTable = (): string[] => [
  `CREATE TABLE ${LIST_CELLS} (
    palika_id integer NOT NULL,
    pwd_id uuid NOT NULL,
    services integer NOT NULL,
    quantity numeric NOT NULL,
    cost numeric NOT NULL,
    participants bigint NOT NULL,
    PRIMARY KEY (palika_id, pwd_id)
  )`,
];

/** Each live record's contribution, signed (`-1` for a record's state before the statement). */
const contributions = (rows: string, sign: 1 | -1) =>
  `SELECT palika_id, coalesce(pwd_id, ${NO_PERSON}) AS pwd_id, ${sign} AS services,
      ${sign} * quantity AS quantity, ${sign} * coalesce(cost_npr, 0) AS cost,
      ${sign} * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM ${rows} WHERE deleted_at IS NULL`;

/** Adds the contributions of the rows given to the list cells, in key order (no deadlock between writers). */
const addToListCells = (parts: string[]) =>
  `INSERT INTO ${LIST_CELLS} AS cell (palika_id, pwd_id, services, quantity, cost, participants)
    SELECT palika_id, pwd_id, sum(services), sum(quantity), sum(cost), sum(participants)
      FROM (${parts.join(' UNION ALL ')}) c GROUP BY 1, 2
    HAVING sum(services) <> 0 OR sum(quantity) <> 0 OR sum(cost) <> 0 OR sum(participants) <> 0
     ORDER BY 1, 2
    ON CONFLICT (palika_id, pwd_id) DO UPDATE SET services = cell.services + excluded.services,
      quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost,
      participants = cell.participants + excluded.participants`;

/** The statement a trigger on service records runs for its event. */
export const listCellsOf = (event: 'INSERT' | 'UPDATE' | 'DELETE'): string =>
  addToListCells([
    ...(event === 'INSERT' ? [] : [contributions('old_rows', -1)]),
    ...(event === 'DELETE' ? [] : [contributions('new_rows', 1)]),
  ]);

/** Fills the (empty) list cells from every record. */
export const fillListCells = (): string => addToListCells([contributions('service_records', 1)]);

/** The list's count and totals read from the cells, when its only filters are places. */
export const SERVICE_LIST_SUMMARY: ListSummary = {
  table: LIST_CELLS,
  columns: sql`coalesce(sum(r.services), 0)::int AS total,
    (count(DISTINCT r.pwd_id) FILTER (WHERE r.pwd_id <> ${raw(NO_PERSON)} AND r.services > 0))::int AS persons,
    sum(r.quantity) AS quantity, sum(r.cost) AS cost, sum(r.participants)::int AS participants`,
};
