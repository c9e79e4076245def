import type { Database, Queryable } from '@/server/db/database';
import { join, names, raw, sql } from '@/server/platform/sql';
import { type PlaceRow, matchRows } from './match';
import type { CsvRecord } from './csv';
import type { GeographyFiles } from './read-folder';

export interface LevelChanges {
  inserted: number;
  updated: number;
}
export interface ImportSummary {
  provinces: LevelChanges;
  districts: LevelChanges;
  palikas: LevelChanges;
  wards: LevelChanges & { removed: number };
}

interface Level {
  table: 'provinces' | 'districts' | 'palikas';
  parentColumn: string | null;
  extra: { column: string; type: string; from: (v: Record<string, string>) => string | number }[];
}

const LEVELS: Record<'provinces' | 'districts' | 'palikas', Level> = {
  provinces: { table: 'provinces', parentColumn: null, extra: [] },
  districts: { table: 'districts', parentColumn: 'province_id', extra: [] },
  palikas: {
    table: 'palikas',
    parentColumn: 'district_id',
    extra: [
      { column: 'palika_type', type: 'text', from: (v) => v.type },
      { column: 'ward_count', type: 'int', from: (v) => Number(v.ward_count) },
    ],
  },
};

const BASE = [
  { column: 'code', type: 'text', from: (v: Record<string, string>) => v.code },
  { column: 'name_en', type: 'text', from: (v: Record<string, string>) => v.name_en },
  { column: 'name_ne', type: 'text', from: (v: Record<string, string>) => v.name_ne },
  {
    column: 'name_en_alt',
    type: 'text',
    from: (v: Record<string, string>) => v.name_en_alt || null,
  },
  {
    column: 'name_ne_alt',
    type: 'text',
    from: (v: Record<string, string>) => v.name_ne_alt || null,
  },
];

/**
 * Writes one level: updates the rows it matched (only where something differs) and inserts the rest.
 * Returns the new id of each file id, for the next level's parents.
 */
async function applyLevel(
  tx: Queryable,
  level: Level,
  records: CsvRecord[],
  parentIds: Map<string, number> | null,
): Promise<{ ids: Map<string, number>; changes: LevelChanges }> {
  const parent = level.parentColumn;
  const rows = await tx.query<PlaceRow>(
    `SELECT id, ${parent ?? 'NULL::int'} AS parent_id, code, name_en, name_ne, name_en_alt, name_ne_alt FROM ${level.table}`,
  );
  const parentOf = (r: CsvRecord) =>
    parent && parentIds ? (parentIds.get(r.values[parent]) ?? -1) : null;
  const matched = matchRows(records, rows, parentOf);
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const ids = new Map<string, number>();
  for (const record of records) {
    const existing = matched.get(record);
    ids.set(
      record.values.id,
      existing ? existing.id : rows.length === 0 ? Number(record.values.id) : nextId++,
    );
  }
  const columns = [
    ...BASE,
    ...level.extra,
    ...(parent
      ? [
          {
            column: parent,
            type: 'int',
            from: (v: Record<string, string>) => parentIds!.get(v[parent])!,
          },
        ]
      : []),
  ];
  // The rows as one array per column, read back as a table.
  const unnest = (subset: CsvRecord[]) => {
    const arrays = [
      sql`${subset.map((r) => ids.get(r.values.id))}::int[]`,
      ...columns.map((c) => sql`${subset.map((r) => c.from(r.values))}::${raw(c.type)}[]`),
    ];
    return sql`unnest(${join(arrays, ', ')}) AS v(${names(['id', ...columns.map((c) => c.column)])})`;
  };
  const toUpdate = records.filter((r) => matched.get(r));
  const toInsert = records.filter((r) => !matched.get(r));
  const set = raw(columns.map((c) => `${c.column} = v.${c.column}`).join(', '));
  const changed = raw(
    columns.map((c) => `t.${c.column} IS DISTINCT FROM v.${c.column}`).join(' OR '),
  );
  const updated = await tx.query(
    sql`UPDATE ${raw(level.table)} t SET ${set} FROM ${unnest(toUpdate)}
      WHERE t.id = v.id AND (${changed}) RETURNING t.id`,
  );
  if (toInsert.length) {
    await tx.query(
      sql`INSERT INTO ${raw(level.table)} (${names(['id', ...columns.map((c) => c.column)])}) SELECT * FROM ${unnest(toInsert)}`,
    );
  }
  return { ids, changes: { inserted: toInsert.length, updated: updated.length } };
}

async function applyWards(
  tx: Queryable,
  wards: CsvRecord[],
  palikaIds: Map<string, number>,
): Promise<ImportSummary['wards']> {
  const source = sql`unnest(${wards.map((w) => palikaIds.get(w.values.palika_id))}::int[],
    ${wards.map((w) => Number(w.values.ward_number))}::int[],
    ${wards.map((w) => w.values.code || null)}::text[]) AS v(palika_id, ward_number, code)`;
  const removed = await tx.query(
    'DELETE FROM wards w USING palikas p WHERE p.id = w.palika_id AND w.ward_number > p.ward_count RETURNING w.id',
  );
  const updated = await tx.query(
    sql`UPDATE wards w SET code = v.code FROM ${source} WHERE w.palika_id = v.palika_id AND w.ward_number = v.ward_number AND w.code IS DISTINCT FROM v.code RETURNING w.id`,
  );
  const inserted = await tx.query(
    sql`INSERT INTO wards (palika_id, ward_number, code) SELECT * FROM ${source} ON CONFLICT (palika_id, ward_number) DO NOTHING RETURNING id`,
  );
  return { inserted: inserted.length, updated: updated.length, removed: removed.length };
}

/** Writes a validated data set in one transaction; rows already in use keep their ids. */
export async function applyGeography(db: Database, files: GeographyFiles): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(20830002)');
    const provinces = await applyLevel(tx, LEVELS.provinces, files.provinces, null);
    const districts = await applyLevel(tx, LEVELS.districts, files.districts, provinces.ids);
    const palikas = await applyLevel(tx, LEVELS.palikas, files.palikas, districts.ids);
    const wards = await applyWards(tx, files.wards, palikas.ids);
    return {
      provinces: provinces.changes,
      districts: districts.changes,
      palikas: palikas.changes,
      wards,
    };
  });
}
