import { buildApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
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
  return { app, db };
}
