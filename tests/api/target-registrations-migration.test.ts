import { describe, expect, it } from 'vitest';
import { migrate } from '@/server/db/migrate';
import { MIGRATIONS } from '@/server/db/migrations';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Migration 0031 (issue 38 §3): a target of persons registered within the year, saved as
 * `registered` before it, reads as `registrations` after it, under the renamed identity; the other
 * targets are as they were, and the old code is no longer stored.
 */
const RENAME = '0031-target-registrations';

describe(`the rename of the targets' registered to registrations (${DATABASE_KIND})`, () => {
  it('reads a target saved with the old name under the new one', async () => {
    const { db, drop } = await freshDatabase();
    try {
      await db.query(`CREATE TABLE schema_migrations (
        version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      for (const migration of MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((m) => m.version === RENAME),
      )) {
        for (const statement of migration.statements) await db.query(statement);
        await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      }
      for (const [id, measure] of [
        ['00000000-0000-4000-8000-000000000001', 'registered'],
        ['00000000-0000-4000-8000-000000000002', 'services'],
      ])
        await db.query(
          `INSERT INTO targets (id, fiscal_year, scope, measure, total, status, identity)
           VALUES ($1, 2082, 'nation', $2, 120, 'approved', $3)`,
          [id, measure, `2082|nation|0|${measure}|0`],
        );

      expect(await migrate(db)).toContain(RENAME);

      expect(
        await db.query('SELECT measure, identity, total::int FROM targets ORDER BY id'),
      ).toEqual([
        { measure: 'registrations', identity: '2082|nation|0|registrations|0', total: 120 },
        { measure: 'services', identity: '2082|nation|0|services|0', total: 120 },
      ]);
      await expect(
        db.query(
          `INSERT INTO targets (id, fiscal_year, scope, measure, total, status, identity)
           VALUES ('00000000-0000-4000-8000-000000000003', 2083, 'nation', 'registered', 1,
             'approved', '2083|nation|0|registered|0')`,
        ),
      ).rejects.toThrow(/targets_measure_check/);
    } finally {
      await drop();
    }
  }, 60_000);
});
