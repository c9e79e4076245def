import path from 'node:path';
import type { AppConfig } from '@/server/config';
import { claimDataDir } from './data-dir-lock';
import { openPgliteInWorker } from './pglite-thread';
import { openPostgresDatabase } from './postgres-database';
import type { Database } from './database';

/**
 * PostgreSQL when DATABASE_URL is set (with its replica when DATABASE_READ_URL is), otherwise
 * embedded PGlite in DATA_DIR/pglite, in a thread of its own (decision 0044), claimed for this
 * process until it closes (see claimDataDir).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseReadUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const primary = openPostgresDatabase(config.databaseUrl);
    if (!config.databaseReadUrl) return primary;
    const replica = openPostgresDatabase(config.databaseReadUrl);
    return {
      ...primary,
      replica,
      close: async () => {
        await Promise.all([replica.close(), primary.close()]);
      },
    };
  }
  const release = claimDataDir(config.dataDir);
  try {
    const db = await openPgliteInWorker(path.join(config.dataDir, 'pglite'));
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
