/**
 * Writes the next frozen migration from the live cell code (decision 0013): the cell triggers
 * dropped and made again as cells-maintenance.ts now defines them, and every cell refilled from
 * the rows. Run it when what a record contributes to the dashboards changes, then add the printed
 * migration to src/server/db/migrations/index.ts:
 *
 *   node --import tsx scripts/freeze-migration.ts 0029-what-changed
 *
 * A frozen file already there is never written again: a shipped migration is history.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { frozenSqlText } from '@/server/db/migrations/frozen-sql';
import {
  createCellTriggers,
  dropCellTriggers,
  refillCells,
} from '@/server/features/dashboards/cells-maintenance';

export const cellMigrationStatements = (): string[] => [
  ...dropCellTriggers(),
  ...createCellTriggers(),
  ...refillCells(),
];

export function freezeMigration(version: string, folder: URL): string {
  if (!/^\d{4}-[a-z0-9-]+$/.test(version))
    throw new Error(`A version reads like 0029-what-changed, not ${version}`);
  const file = new URL(`./${version}.sql`, folder);
  if (existsSync(file))
    throw new Error(`${version}.sql is frozen already: add a new migration instead`);
  writeFileSync(file, frozenSqlText(version, cellMigrationStatements()));
  return file.pathname;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const version = process.argv[2] ?? '';
  const written = freezeMigration(
    version,
    new URL('../src/server/db/migrations/', import.meta.url),
  );
  const name = version.replace(/^\d+-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  console.log(`Wrote ${written}. Add src/server/db/migrations/${version}.ts:

import { frozenStatements } from './frozen-sql';
import type { Migration } from './migration';

export const ${name}: Migration = {
  version: '${version}',
  statements: frozenStatements('${version}.sql'),
};

and list it last in src/server/db/migrations/index.ts.`);
}
