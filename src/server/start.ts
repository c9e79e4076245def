import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { scanCountry } from './features/duplicates/national-scan';
import { offerDemoData } from './seed/demo-data';
import { seedFirstStart } from './seed/first-start';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { FastifyInstance } from 'fastify';

/**
 * Opens the database, applies migrations, seeds the first start (demo accounts and, once, the demo
 * data set; never in production), builds the app.
 */
export async function prepare(
  config: AppConfig,
  logger = true,
): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openDatabase(config);
  await migrate(db);
  await seedFirstStart(db, { demo: config.demo });
  if (config.demo) await offerDemoData(db, config.demoData);
  const app = await buildApp({ config, db, logger });
  app.addHook('onClose', () => db.close());
  // The national duplicate scan (issue 40 §3) in the background: the persons made in bulk since the
  // last start get their keys, and every pair is found; each save afterwards compares its person.
  scanCountry(db)
    .then((scan) => app.log.info(scan, 'duplicate scan done'))
    .catch((error: unknown) => app.log.warn({ err: error }, 'duplicate scan stopped'));
  return { app, db };
}
