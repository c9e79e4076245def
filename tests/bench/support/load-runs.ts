/**
 * The sessions of `npm run bench:load` (tests/bench/load.ts): each a browser of its own arriving
 * one after another over the first half of a run, signing in (or coming back signed in), then
 * asking its work until the time is up, while `/healthz` is asked on a new connection.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { type Answer, ask, browser, healthProbe } from './browsers';
import type { Server } from '../../api/support/server-process';

/** The demo users the readers sign in as, in turn. */
export const READERS = ['admin', 'province', 'district', 'palika', 'cbrf'];

export interface Tally {
  times: number[];
  /** Each session's first answer (its sign-in), from its arrival. */
  firsts: number[];
  statuses: Map<number, number>;
  acknowledged: string[];
}

/** What a reader asks, one after another, until the time is up (a profile every reader may read). */
function readsOf(profileId: string): string[] {
  return [
    '/api/dashboards/summary?fiscalYear=2083',
    '/api/dashboards/figures?fiscalYear=2083&measure=services&by=component',
    '/api/pwd/profiles?pageSize=25',
    `/api/pwd/profiles/${profileId}`,
    '/api/services/records?pageSize=25',
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function count(tally: Tally, answer: Answer) {
  tally.times.push(answer.ms);
  tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
}

/** An answer, or status 0 for a connection that failed or dropped. */
function answerOf(asking: Promise<Answer>): Promise<Answer> {
  const started = performance.now();
  return asking.catch(() => ({
    status: 0,
    retryAfter: undefined,
    body: '',
    ms: performance.now() - started,
  }));
}

/**
 * One browser: arrives at `arrival`, signs in (told 503, again after Retry-After) unless it comes
 * back signed in (`token`), then asks its work one request after another until the time is up.
 */
async function session(
  server: Server,
  {
    username,
    token: signedIn,
    work,
    arrival,
    until,
  }: {
    username: string;
    token?: string;
    work: () => [string, unknown?];
    arrival: number;
    until: number;
  },
  tally: Tally,
): Promise<void> {
  await pause(arrival - Date.now());
  const visitor = browser(server.base);
  try {
    let token = signedIn;
    let first = true;
    while (!token && Date.now() < until) {
      const answer = await answerOf(
        visitor.send('/api/auth/login', { body: { username, password: DEMO_PASSWORD } }),
      );
      if (first) tally.firsts.push(answer.ms);
      first = false;
      count(tally, answer);
      if (answer.status === 200) token = (JSON.parse(answer.body) as { token: string }).token;
      else await pause(Number(answer.retryAfter ?? 1) * 1000);
    }
    while (token && Date.now() < until) {
      const [url, body] = work();
      const answer = await answerOf(visitor.send(url, { token, body }));
      if (first) tally.firsts.push(answer.ms);
      first = false;
      count(tally, answer);
      if (body && answer.status === 200)
        tally.acknowledged.push((JSON.parse(answer.body) as { _id: string })._id);
    }
  } finally {
    visitor.close();
  }
}

/** The fixtures a run's work reads and writes (tests/bench/load.ts `fixturesOf`). */
export interface Fixtures {
  profileId: string;
  personIds: string[];
  categoryId: number;
  palikaId: number;
}

export interface Shape {
  readers: number;
  writers: number;
  returning?: boolean;
}

export async function run(
  server: Server,
  { readers, writers, returning }: Shape,
  fixtures: Fixtures,
  seconds: number,
): Promise<Result> {
  const tally: Tally = { times: [], firsts: [], statuses: new Map(), acknowledged: [] };
  const reads = readsOf(fixtures.profileId);
  const write = (): [string, unknown] => [
    '/api/services/records',
    {
      _id: randomUUID(),
      pwdId: fixtures.personIds[Math.floor(Math.random() * fixtures.personIds.length)],
      isGroup: false,
      categoryId: fixtures.categoryId,
      serviceDate: '2026-11-20',
      palikaId: fixtures.palikaId,
      wardNo: 1,
      providerType: 'cbrf',
      quantity: 1,
      unit: 'session',
      attributes: {},
    },
  ];
  const sessions = readers + writers;
  // Browsers coming back signed in (one token per user, taken before the clock starts).
  const tokens = new Map<string, string>();
  for (const username of returning ? [...READERS, 'palika'] : []) {
    const answer = await ask(server.base, '/api/auth/login', {
      body: { username, password: DEMO_PASSWORD },
    });
    tokens.set(username, (JSON.parse(answer.body) as { token: string }).token);
  }
  const started = Date.now();
  const until = started + seconds * 1000;
  // One after another over the first half of the run, readers and writers mixed.
  const apart = (seconds * 1000) / 2 / sessions;
  const health = healthProbe(server.base);
  await Promise.all(
    Array.from({ length: sessions }, (_, i) => {
      // The writers spread evenly among the readers.
      const writing =
        Math.floor((i * writers) / sessions) !== Math.floor(((i + 1) * writers) / sessions);
      return session(
        server,
        {
          username: writing ? 'palika' : READERS[i % READERS.length],
          token: tokens.get(writing ? 'palika' : READERS[i % READERS.length]),
          work: writing ? write : () => [reads[Math.floor(Math.random() * reads.length)]],
          arrival: started + i * apart,
          until,
        },
        tally,
      );
    }),
  );
  return { ...tally, seconds: (Date.now() - started) / 1000, healthz: await health.stop() };
}

export type Result = Tally & { seconds: number; healthz: { slowest: number; failed: number } };
