import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Whether a process of this id is running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's directory for this process: PGlite is one process's database, and
 * two processes writing one directory would corrupt it. A second process (a second server, or
 * `admin:create` while the server runs) is refused by name; a claim left by a process that is gone
 * (killed) is taken over. Answers the release, for closing.
 */
export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && running(holder))
        throw new Error(
          `${dataDir} is in use by process ${holder}: the embedded database serves one process. ` +
            'Stop it first, or run several processes on PostgreSQL (DATABASE_URL).',
        );
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${dataDir}`);
}
