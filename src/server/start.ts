import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedDemoAccounts } from './seed/demo-accounts';

/** Opens the database, applies migrations, seeds the demo on first start (not in production), builds the app. */
export async function prepare(config: AppConfig, logger = true): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openDatabase(config);
  await migrate(db);
  if (config.demo) await seedDemoAccounts(db);
  const app = await buildApp({ config, db, logger });
  app.addHook('onClose', () => db.close());
  return { app, db };
}
