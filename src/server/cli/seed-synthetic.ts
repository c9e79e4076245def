/**
 * Fills the configured database with plausible synthetic data for trying the product and for
 * benchmarks: `npm run seed:synthetic -- --scale small|palika|national [--append]`.
 * It refuses to run in production mode, and refuses a second load unless --append is given.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '@/server/config';
import { queryOne } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { progressLines } from '@/server/seed/synthetic/progress-lines';
import { SCALES, type ScaleName } from '@/server/seed/synthetic/scales';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    append: { type: 'boolean', default: false },
  },
});
const scale = values.scale as ScaleName;
if (!(scale in SCALES)) {
  console.error(
    `Usage: npm run seed:synthetic -- --scale ${Object.keys(SCALES).join('|')} [--append]`,
  );
  process.exit(2);
}
const config = configFromEnv();
if (config.production) {
  console.error('Synthetic data is never loaded in production mode (NODE_ENV=production).');
  process.exit(2);
}

const db = await openDatabase(config);
try {
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  const earlier = await queryOne<{ count: number }>(
    db,
    'SELECT count(*)::int AS count FROM pwd_persons WHERE created_by IS NULL',
  );
  if ((earlier?.count ?? 0) > 0 && !values.append) {
    console.error(
      `This database already holds ${earlier?.count} synthetic persons; add --append to load more.`,
    );
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const result = await generate(db, scale, progressLines(console.log));
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Loaded ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} service records (scale ${scale}) in ${seconds.toFixed(1)} s.`,
    );
  }
} finally {
  await db.close();
}
