/**
 * Backup and restore of the embedded database (PGlite), with the server stopped:
 *   npm run backup -- --to cbr-2083-08-10.tar.gz          DATA_DIR's database, gzipped
 *   DATA_DIR=./restored npm run backup -- --restore cbr-2083-08-10.tar.gz
 * On PostgreSQL use pg_dump and pg_restore (README, "Backup and restore").
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '@/server/config';
import { backupPglite, restorePglite } from '@/server/db/pglite-backup';

const { values } = parseArgs({ options: { to: { type: 'string' }, restore: { type: 'string' } } });
const config = configFromEnv();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  process.exit(2);
}
if (values.to) {
  const bytes = await backupPglite(config.dataDir, values.to);
  console.log(`Backed up ${config.dataDir} to ${values.to} (${(bytes / 2 ** 20).toFixed(1)} MB).`);
} else if (values.restore) {
  await restorePglite(values.restore, config.dataDir);
  console.log(`Restored ${values.restore} into ${config.dataDir}.`);
} else {
  console.error('Usage: npm run backup -- --to FILE | --restore FILE');
  process.exit(2);
}
