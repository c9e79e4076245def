import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { claimDataDir } from './data-dir-lock';
import { openPgliteDatabase } from './pglite-database';

/**
 * A backup of the embedded database: its whole data directory, gzipped, taken while no server
 * holds it (the directory's claim refuses one that does). Answers the bytes written.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const release = claimDataDir(dataDir);
  try {
    const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    writeFileSync(file, dump);
    return dump.length;
  } finally {
    release();
  }
}

/** Restores a backup into a data directory that holds no database yet (never over one). */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'pglite')))
    throw new Error(`${dataDir} already holds a database: restore into a new DATA_DIR`);
  const release = claimDataDir(dataDir);
  try {
    const db = await openPgliteDatabase(
      path.join(dataDir, 'pglite'),
      new Blob([readFileSync(file)]),
    );
    await db.close();
  } finally {
    release();
  }
}
