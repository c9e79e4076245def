/**
 * Loads the official hierarchy: `npm run import:geography -- <folder>` with provinces.csv,
 * districts.csv, palikas.csv and wards.csv (census-2021 codes). Writes nothing unless every row is
 * valid; updates places in place, so records attached to a palika stay attached. Idempotent.
 */
import { configFromEnv } from '@/server/config';
import { migrate } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';
import {
  describeProblem,
  importGeography,
} from '@/server/features/geography/import/import-geography';

const folder = process.argv[2];
if (!folder) {
  console.error(
    'Usage: npm run import:geography -- <folder with provinces.csv, districts.csv, palikas.csv, wards.csv>',
  );
  process.exit(2);
}
const db = await openDatabase(configFromEnv());
try {
  await migrate(db);
  const result = await importGeography(db, folder);
  if (!result.ok) {
    console.error(`Nothing was written: ${result.problems.length} problem(s) in ${folder}`);
    for (const problem of result.problems) console.error(`  ${describeProblem(problem)}`);
    process.exitCode = 1;
  } else {
    for (const [level, changes] of Object.entries(result.summary)) {
      console.log(
        `${level.padEnd(10)} ${Object.entries(changes)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      );
    }
  }
} finally {
  await db.close();
}
