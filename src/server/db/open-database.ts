import path from 'node:path';
import type { AppConfig } from '@/server/config';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type { Database } from './database';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase(path.join(config.dataDir, 'pglite'));
}
