import path from 'node:path';
import type { AppConfig } from '@/server/config';
import { claimDataDir } from './data-dir-lock';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type { Database } from './database';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/pglite, claimed for
 * this process until it closes (see claimDataDir).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  const release = claimDataDir(config.dataDir);
  try {
    const db = await openPgliteDatabase(path.join(config.dataDir, 'pglite'));
    return {
      ...db,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
