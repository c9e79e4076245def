/**
 * Where a request's time goes (issue 20 §1): each request of the load mix, alone, 60 times after a
 * warm-up, through the real app on a throwaway PostgreSQL 15 with the `small` set, split into the
 * time its queries took as the database driver saw them (sending, PostgreSQL's work, receiving and
 * parsing the rows), how many queries it made, and the rest in Node (the session and its scope, the
 * contract's checks of the request and of the answer, the handler's own work, serialization).
 *   npm run bench:request-profile [-- --reuse]
 * It measures; it asserts nothing.
 */
import pg from 'pg';
import { openBenchDatabase } from './support/bench-database';
import { BIRATNAGAR } from '../api/support/profiles';
import { validService } from '../api/support/services';

type Query = (...args: unknown[]) => unknown;
const client = pg.Client.prototype as unknown as { query: Query };
const original = client.query;
let databaseMs = 0;
let queries = 0;
client.query = function (this: unknown, ...args: unknown[]) {
  const started = performance.now();
  const done = () => {
    databaseMs += performance.now() - started;
    queries++;
  };
  // The pool asks with a callback; a transaction's client with a promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...results: unknown[]) => unknown;
    args[last] = (...results: unknown[]) => {
      done();
      return callback(...results);
    };
  }
  const result = original.apply(this, args);
  return result instanceof Promise ? result.finally(done) : result;
};

const bench = await openBenchDatabase('small');
try {
  const token = await bench.tokenOf('district');
  const writer = await bench.tokenOf('palika');
  const [person] = await bench.db.query<{ id: string }>(
    `SELECT p.id FROM pwd_persons p JOIN palikas pa ON pa.id = p.palika_id
     JOIN districts d ON d.id = pa.district_id WHERE d.name_en = 'Morang' AND p.deleted_at IS NULL LIMIT 1`,
  );
  // Saves for Biratnagar's persons in turn, as its facilitators do (a person's saves grow slower
  // with their own services: every run piling them on one person would drift).
  const served = await bench.db.query<{ id: string; category: number }>(
    `SELECT p.id, (SELECT id FROM service_categories WHERE code = 'HEALTH.REHAB.PHYSIO') AS category
     FROM pwd_persons p WHERE p.palika_id = ${BIRATNAGAR} AND p.deleted_at IS NULL ORDER BY p.id LIMIT 200`,
  );
  let saves = 0;
  const nextServed = () => served[saves++ % served.length];
  const read = (url: string) => () =>
    bench.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const requests: [string, () => Promise<{ body: string }>][] = [
    ['dashboard summary', read('/api/dashboards/summary?fiscalYear=2083')],
    [
      'dashboard figures',
      read('/api/dashboards/figures?fiscalYear=2083&measure=services&by=component'),
    ],
    ['profile list, first page', read('/api/pwd/profiles?pageSize=25')],
    ['one profile', read(`/api/pwd/profiles/${person.id}`)],
    ['service list, first page', read('/api/services/records?pageSize=25')],
    ['the session', read('/api/auth/session')],
    [
      'save a service (palika)',
      () => {
        const { id, category } = nextServed();
        return bench.app.inject({
          method: 'POST',
          url: '/api/services/records',
          headers: { authorization: `Bearer ${writer}` },
          payload: validService(id, category, { serviceDate: '2026-11-20' }),
        });
      },
    ],
  ];
  console.log(
    `${'request (district user)'.padEnd(26)} ${'total ms'.padStart(9)} ${'queries'.padStart(8)} ${'database ms'.padStart(12)} ${'Node ms'.padStart(8)} ${'bytes'.padStart(8)}`,
  );
  for (const [label, send] of requests) {
    for (let i = 0; i < 5; i++) await send();
    databaseMs = 0;
    queries = 0;
    let total = 0;
    let bytes = 0;
    const runs = 60;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await send();
      total += performance.now() - started;
      bytes = response.body.length;
    }
    const each = (value: number) => (value / runs).toFixed(1);
    console.log(
      `${label.padEnd(26)} ${each(total).padStart(9)} ${each(queries).padStart(8)} ${each(databaseMs).padStart(12)} ${each(total - databaseMs).padStart(8)} ${String(bytes).padStart(8)}`,
    );
  }
} finally {
  await bench.close();
}
