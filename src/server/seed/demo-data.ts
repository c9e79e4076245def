import type { Database } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { generate } from '@/server/seed/synthetic/generator';
import { progressLines } from '@/server/seed/synthetic/progress-lines';
import { writeDemoQualityProblems } from '@/server/seed/synthetic/quality-problems';
import { writeDemoReports } from '@/server/seed/synthetic/reports';

/** What the first start in demo mode loads: the demo data set (default) or nothing (`DEMO_DATA=none`). */
export type DemoDataChoice = 'demo' | 'none';

/** The app_state row that records the offer: loading, loaded, none, or skipped. */
const OFFER_KEY = 'demo-data';

/** Claims the one offer of demo data for this database; false when it was made before or the database already holds persons. */
async function claimOffer(db: Database, choice: DemoDataChoice): Promise<boolean> {
  const held = await queryOne<{ any: boolean }>(
    db,
    'SELECT EXISTS (SELECT 1 FROM pwd_persons) AS any',
  );
  const value = held?.any
    ? 'skipped: the database already held persons'
    : choice === 'none'
      ? 'none'
      : 'loading';
  const claimed = await db.query(
    sql`INSERT INTO app_state (key, value) VALUES (${OFFER_KEY}, ${value}) ON CONFLICT (key) DO NOTHING RETURNING key`,
  );
  return claimed.length > 0 && value === 'loading';
}

/**
 * On the first start in demo mode, loads the demo data set (src/server/seed/synthetic, scale
 * `demo`) so that every screen shows plausible records, printing its progress. Later starts, a
 * database that already holds persons, and `DEMO_DATA=none` load nothing.
 */
export async function offerDemoData(
  db: Database,
  choice: DemoDataChoice,
  print: (line: string) => void = console.log,
): Promise<void> {
  if (!(await claimOffer(db, choice))) return;
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  print('First start: loading the demo data set (DEMO_DATA=none starts empty)...');
  const result = await generate(db, 'demo', progressLines(print));
  await writeDemoQualityProblems(db);
  await writeDemoReports(db);
  await db.query(
    sql`UPDATE app_state SET value = ${'loaded'}, updated_at = now() WHERE key = ${OFFER_KEY}`,
  );
  print(
    `Demo data loaded: ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} services in ${seconds()}.`,
  );
}
