import type { Queryable } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { QueryOf, Schemas } from '@/shared/api/types';
import type { DuplicateState, MatchReason } from '@/shared/pwd/duplicate-pairs';
import { lockOf, lockOfPersons } from './pair-lock';
import { personsByIds } from './pair-persons';

interface PairRow {
  id: string | number;
  state: DuplicateState;
  reasons: MatchReason[];
  first_id: string;
  second_id: string;
  kept_id: string | null;
  found_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
  version: number;
}

const PAIR_SELECT = sql`SELECT d.id, d.state, d.reasons, d.first_id, d.second_id, d.kept_id, d.found_at,
    u.full_name AS decided_by, d.decided_at, d.version
  FROM duplicate_pairs d LEFT JOIN users u ON u.id = d.decided_by`;

/** An open pair counts only while both persons are live; a decided one stays as it was decided. */
const LIVE = sql`(d.state <> 'open' OR NOT EXISTS (SELECT 1 FROM pwd_persons x
  WHERE x.id IN (d.first_id, d.second_id) AND x.deleted_at IS NOT NULL))`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

async function pairsOf(db: Queryable, rows: PairRow[]): Promise<Schemas['DuplicatePair'][]> {
  const persons = await personsByIds(
    db,
    rows.flatMap((r) => [r.first_id, r.second_id]),
  );
  const pairs: Schemas['DuplicatePair'][] = [];
  for (const row of rows) {
    const first = persons.get(row.first_id)!;
    const second = persons.get(row.second_id)!;
    pairs.push({
      id: Number(row.id),
      state: row.state,
      reasons: row.reasons,
      first,
      second,
      locked: row.state === 'open' ? lockOf(await lockOfPersons(db, [first, second])) : null,
      keptId: row.kept_id,
      foundAt: iso(row.found_at)!,
      decidedBy: row.decided_by,
      decidedAt: iso(row.decided_at),
      version: row.version,
    });
  }
  return pairs;
}

/** A page of the country's candidate pairs in a state, the newest first. */
export async function listPairs(
  db: Queryable,
  query: QueryOf<'listDuplicatePairs'>,
): Promise<Schemas['DuplicatePairPage']> {
  const state = query.state ?? 'open';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const where = sql`WHERE d.state = ${state} AND ${LIVE}`;
  const [{ total }] = await db.query<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM duplicate_pairs d ${where}`,
  );
  const rows = await db.query<PairRow>(
    sql`${PAIR_SELECT} ${where} ORDER BY d.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return { items: await pairsOf(db, rows), total, page, pageSize };
}

/** One pair as it stands; 404 when there is none (or it is open with a person deleted since). */
export async function getPair(db: Queryable, id: number): Promise<Schemas['DuplicatePair']> {
  const rows = await db.query<PairRow>(sql`${PAIR_SELECT} WHERE d.id = ${id} AND ${LIVE}`);
  if (!rows.length) throw notFound('No such pair');
  return (await pairsOf(db, rows))[0];
}
