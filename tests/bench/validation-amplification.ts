/**
 * What a small hostile body costs the server to refuse (issue 37 §1): the FCHV import sent 120,000
 * empty rows (360 KB) and 250,000 numbers (500 KB), then bodies within every size limit that hold
 * as many errors as they can, as `cbrf`, each alone; then three of the first at once while
 * `/healthz` is asked every 50 ms. Through the real app on an embedded database with the
 * demo accounts, over HTTP on 127.0.0.1.
 *   npm run bench:validation
 * Prints the answer's status, size and time and the slowest health check; it asserts nothing.
 */
import { buildApp } from '@/server/app';
import { configFromEnv } from '@/server/config';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { seedFirstStart } from '@/server/seed/first-start';

const db = await openPgliteDatabase(undefined);
await migrate(db);
await seedFirstStart(db, { demo: true });
const config = {
  ...configFromEnv({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent' }),
  logLevel: 'silent',
};
const app = await buildApp({ config, db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'cbrf', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };

/** Every field of an FCHV row, each of a type it does not take. */
const WRONG_ROW = JSON.stringify(
  Object.fromEntries(
    ['_id', 'palikaId', 'wardNo', 'fchvCode', 'nameNe', 'nameEn', 'phone', 'dateOfBirth']
      .concat(['education', 'status', 'joinedOn', 'leftOn', 'trainings', 'notes', 'gender'])
      .map((field) => [field, { wrong: true }]),
  ),
);
const rowsOf = (count: number, row: string) =>
  `{"rows":[${Array(count).fill(row).join(',')}],"dryRun":true}`;
const BODIES = {
  '120,000 × {}': rowsOf(120_000, '{}'),
  '250,000 × 1': rowsOf(250_000, '1'),
  // Within every size limit: the most errors a body the contract's sizes allow can hold.
  '5,000 × {}': rowsOf(5000, '{}'),
  '5,000 × 15 wrong fields': rowsOf(5000, WRONG_ROW),
  '5,000 × 50 empty trainings': rowsOf(5000, `{"trainings":[${Array(50).fill('{}').join(',')}]}`),
};

async function send(body: string) {
  const started = performance.now();
  const answer = await fetch(`${address}/api/palika/fchvs/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const bytes = (await answer.arrayBuffer()).byteLength;
  return { status: answer.status, bytes, ms: performance.now() - started };
}

console.log('| body | request bytes | status | answer bytes | ms |');
console.log('|---|---|---|---|---|');
for (const [name, body] of Object.entries(BODIES)) {
  await send(body); // warm-up: the validator is compiled on first use
  const { status, bytes, ms } = await send(body);
  console.log(`| ${name} | ${body.length} | ${status} | ${bytes} | ${ms.toFixed(0)} |`);
}

let checking = true;
const health: number[] = [];
const checks = (async () => {
  while (checking) {
    const started = performance.now();
    await fetch(`${address}/healthz`).then((r) => r.arrayBuffer());
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
await Promise.all([1, 2, 3].map(() => send(BODIES['120,000 × {}'])));
const wall = performance.now() - started;
const rssAfter = process.memoryUsage().rss;
checking = false;
await checks;
health.sort((a, b) => a - b);
console.log(
  `\nThree at once: ${wall.toFixed(0)} ms wall; /healthz slowest ${health.at(-1)?.toFixed(0)} ms, ` +
    `median ${health[Math.floor(health.length / 2)]?.toFixed(0)} ms over ${health.length} checks; ` +
    `resident memory ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MB`,
);
await app.close();
await db.close();
