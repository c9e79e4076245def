import { MIGRATIONS } from './migrations';
import type { Database } from './database';

/** Applies the migrations not yet recorded, each in its own transaction, under an advisory lock. */
export async function migrate(db: Database): Promise<string[]> {
  const applied: string[] = [];
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(20830001)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
