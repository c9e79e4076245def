import type { Queryable } from '@/server/db/database';

/**
 * The schema a database holds, as text that reads the same on PostgreSQL 15 and on PGlite
 * (PostgreSQL 18): tables and their columns, keys and checks, indexes, triggers, functions (by
 * a digest of their source) and the rows that migrations themselves write (by count and digest).
 */
const PARTS: [string, string][] = [
  [
    'columns',
    `SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
            || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
            || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
            || CASE WHEN a.attgenerated = 's' THEN ' generated' ELSE '' END AS line
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  ],
  [
    'constraints',
    `SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) AS line
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c', 'x')`,
  ],
  ['indexes', `SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`],
  [
    'triggers',
    `SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  ],
  [
    'functions',
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc) AS line
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
  ],
];

/** Tables whose rows the migrations write; a change to those rows is a change of schema too. */
const SEEDED = ['bs_months', 'app_state'];

export async function describeSchema(db: Queryable): Promise<string> {
  const sections: string[] = [];
  for (const [name, sql] of PARTS) {
    const rows = await db.query<{ line: string }>(`${sql} ORDER BY 1`);
    sections.push(`## ${name}`, ...rows.map((r) => r.line.replace(/\s+/g, ' ')));
  }
  sections.push('## rows written by migrations');
  for (const table of SEEDED) {
    const [row] = await db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    );
    sections.push(`${table} ${row.n} ${row.digest}`);
  }
  return `${sections.join('\n')}\n`;
}
