import type { Database } from '../db/database';
import { seedNationalGeography } from '../features/geography/national-seed';
import { seedDemoAccounts } from './demo-accounts';

/** What a first start needs: the national hierarchy always, the demo accounts in demo mode only. */
export async function seedFirstStart(db: Database, { demo }: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(20830002)');
    await seedNationalGeography(tx);
    if (demo) await seedDemoAccounts(tx);
  });
}
