import type { Database } from '@/server/db/database';
import { seedNationalGeography } from '@/server/features/geography/national-seed';
import { seedPalikaProfiles, seedWardProfiles } from '@/server/features/palika/place-profile-seed';
import { seedServiceCatalogue } from '@/server/features/services/catalogue-seed';
import { seedActivityTemplates } from '@/server/features/services/template-seed';
import { seedDemoAccounts } from './demo-accounts';

/** What a first start needs: the national hierarchy and its wards' profiles, the default service catalogue and the programme's standard activities always, the demo accounts in demo mode only. */
export async function seedFirstStart(db: Database, { demo }: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(20830002)');
    await seedNationalGeography(tx);
    await seedWardProfiles(tx);
    await seedPalikaProfiles(tx);
    await seedServiceCatalogue(tx);
    await seedActivityTemplates(tx);
    if (demo) await seedDemoAccounts(tx);
  });
}
