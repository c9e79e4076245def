import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { validProfile } from './support/profiles';
import {
  type Server,
  jsonHeaders,
  portIn,
  postOn,
  signInOn,
  startServer,
} from './support/server-process';
import { DATABASE_KIND } from './support/test-app';

/**
 * Issue 37 §1.2: PostgreSQL killed (kill -9, as a power cut or an out-of-memory killer would) and
 * started again on the same data while palika users save. The real server (its own process) lives
 * on: what is asked while the database is away answers 503 with Retry-After in the API's error
 * shape (never a 500, never a dropped connection), `/readyz` says not ready, and once the database
 * is back saves succeed again; every save acknowledged is in the database, once. The embedded
 * database lives inside the server's process: there is no database of its own to lose.
 */
const THROWAWAY = 'scripts/postgres-throwaway.sh';
const throwaway = (...args: string[]) =>
  execFileSync('bash', [THROWAWAY, ...args])
    .toString()
    .trim();
const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answers {
  /** The saves answered 200. */
  acknowledged: string[];
  /** The saves answered 503 `busy` with Retry-After. */
  unavailable: string[];
  /** Any other answer, or none (a dropped connection). */
  other: string[];
}

/** Saves profiles in eight lines, each one save after another, until told to stop; sorts every answer. */
function saving(server: Server, token: string) {
  const answers: Answers = { acknowledged: [], unavailable: [], other: [] };
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const profile = validProfile();
      try {
        const response = await fetch(`${server.base}/api/pwd/profiles`, {
          method: 'POST',
          headers: jsonHeaders(token),
          body: JSON.stringify(profile),
        });
        const body = await response.text();
        if (response.status === 200) answers.acknowledged.push(profile._id);
        else if (
          response.status === 503 &&
          Number(response.headers.get('retry-after')) > 0 &&
          (JSON.parse(body) as { message: { code: string } }).message.code === 'busy'
        ) {
          answers.unavailable.push(profile._id);
          await pause(50);
        } else answers.other.push(`${response.status} ${body}`.slice(0, 300));
      } catch (error) {
        answers.other.push(`no answer: ${String((error as Error).cause ?? error)}`);
        await pause(50);
      }
    }
  };
  const loops = Array.from({ length: 8 }, loop);
  return {
    answers,
    stop: async () => {
      stop = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until `condition`; failing, says what the saves were answered and what the server wrote. */
async function until(server: Server, answers: Answers, condition: () => boolean, what: string) {
  for (let i = 0; i < 300 && server.child.exitCode === null; i++) {
    if (condition()) return;
    await pause(100);
  }
  throw new Error(
    `${server.child.exitCode === null ? 'timed out' : `the server exited ${server.child.exitCode}`} before ${what}; ` +
      `answers other than 200 or 503: ${JSON.stringify(answers.other.slice(0, 3))}\n` +
      server.output().slice(-2000),
  );
}

const readiness = async (server: Server) => (await fetch(`${server.base}/readyz`)).status;

describe(`the database restarting under writes (${DATABASE_KIND})`, () => {
  it(
    DATABASE_KIND === 'postgres'
      ? 'lives on: 503 with Retry-After while PostgreSQL is away, saves again after, none lost'
      : 'has no database process to lose on the embedded database: saves are acknowledged, /readyz ready',
    async () => {
      if (DATABASE_KIND !== 'postgres') {
        const server = await startServer({ DATABASE_URL: '' });
        try {
          const token = await signInOn(server, 'palika');
          await postOn(server, token, '/api/pwd/profiles', validProfile());
          expect(await readiness(server)).toBe(200);
        } finally {
          server.child.kill('SIGKILL');
        }
        return;
      }
      const port = portIn('database');
      // Every commit acknowledged is written before its answer (the throwaway's default defers it).
      const dir = throwaway('start', String(port), 'synchronous_commit=on');
      let server: Server | undefined;
      try {
        server = await startServer({ DATABASE_URL: urlOf(port) });
        const { child } = server;
        const token = await signInOn(server, 'palika');
        const writes = saving(server, token);
        const { answers } = writes;
        await until(
          server,
          answers,
          () => answers.acknowledged.length >= 10,
          'ten saves were acknowledged',
        );

        throwaway('crash', dir);
        const beforeRestart = answers.acknowledged.length;
        await until(
          server,
          answers,
          () => answers.unavailable.length + answers.other.length >= 3,
          'three saves were refused',
        );
        const readyWhileAway = await readiness(server);
        throwaway('restart', dir);
        await until(
          server,
          answers,
          () => answers.acknowledged.length >= beforeRestart + 10,
          'ten more saves were acknowledged',
        );
        await writes.stop();

        expect(child.exitCode).toBeNull();
        expect(answers.other).toEqual([]);
        expect(answers.unavailable.length).toBeGreaterThanOrEqual(3);
        expect(readyWhileAway).toBe(503);
        expect(await readiness(server)).toBe(200);
        const db = openPostgresDatabase(urlOf(port));
        try {
          const rows = await db.query<{ id: string }>(
            'SELECT id FROM pwd_persons WHERE id = ANY($1::uuid[])',
            [answers.acknowledged],
          );
          expect(rows.map((row) => row.id).sort()).toEqual([...answers.acknowledged].sort());
        } finally {
          await db.close();
        }
      } finally {
        server?.child.kill('SIGKILL');
        throwaway('stop', dir);
      }
    },
    120_000,
  );
});
