import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { operations } from '@/server/openapi/contract';
import { readsFromReplica } from '@/server/plugins/read-routing';
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

/** The query a read from the replica cannot be asked without. */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/dashboards/figures': '?measure=registered&by=gender',
  '/api/data-quality': '?fiscalYear=2083&period=1',
};

/**
 * Issue 20 §2: dashboards, lists and exports read from a streaming replica (DATABASE_READ_URL);
 * writes, a record's own read and a session's reads just after it saved go to the primary. Tried
 * on a throwaway PostgreSQL and a hot standby made from it by pg_basebackup, with the standby's
 * replay paused, so what the replica has not yet received shows where each read went. The
 * embedded database has no replica: a DATABASE_READ_URL without DATABASE_URL is refused by name.
 */
const THROWAWAY = 'scripts/postgres-throwaway.sh';
const throwaway = (...args: string[]) =>
  execFileSync('bash', [THROWAWAY, ...args])
    .toString()
    .trim();
const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

async function read<T>(server: Server, token: string, url: string): Promise<T> {
  const response = await fetch(`${server.base}${url}`, { headers: jsonHeaders(token) });
  expect([url, response.status]).toEqual([url, 200]);
  return (await response.json()) as T;
}

/** Whether a list read by this token holds the profile. */
const listed = async (server: Server, token: string, id: string) =>
  (
    await read<{ items: { _id: string }[] }>(server, token, '/api/pwd/profiles?pageSize=100')
  ).items.some((item) => item._id === id);

/** The persons registered, as the dashboard's summary says. */
const registered = async (server: Server, token: string) =>
  (await read<{ registered: { value: number } }>(server, token, '/api/dashboards/summary'))
    .registered.value;

/** Polls until the replica answers ready (it has replayed the latest migration). */
async function ready(server: Server) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${server.base}/readyz`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the replica never became ready');
}

describe(`reads from a replica (${DATABASE_KIND})`, () => {
  it(
    DATABASE_KIND === 'postgres'
      ? 'serves dashboards, lists and exports from the replica, and a save, its record and the saver’s next reads from the primary'
      : 'is refused on the embedded database, by name',
    async () => {
      if (DATABASE_KIND !== 'postgres') {
        await expect(
          startServer({ DATABASE_URL: '', DATABASE_READ_URL: urlOf(5432) }),
        ).rejects.toThrow(/DATABASE_READ_URL names a replica of DATABASE_URL/);
        return;
      }
      const port = portIn('database');
      const primaryDir = throwaway('start', String(port));
      const replicaDir = throwaway('replica', String(port), String(port + 1));
      const replica = openPostgresDatabase(urlOf(port + 1));
      let server: Server | undefined;
      try {
        server = await startServer({
          DATABASE_URL: urlOf(port),
          DATABASE_READ_URL: urlOf(port + 1),
        });
        await ready(server);
        const writer = await signInOn(server, 'palika');
        const reader = await signInOn(server, 'palika');
        await replica.query('SELECT pg_wal_replay_pause()');
        const { _id: id } = await postOn(server, writer, '/api/pwd/profiles', validProfile());
        // The record's own read and the saver's list: the primary. Another session's list: the
        // replica, which has not replayed the save.
        await read(server, reader, `/api/pwd/profiles/${id}`);
        expect(await listed(server, writer, id)).toBe(true);
        expect(await listed(server, reader, id)).toBe(false);
        const exported = await read<{ total: number }>(server, reader, '/api/pwd/profiles/export');
        expect(exported.total).toBe(0);
        expect([await registered(server, writer), await registered(server, reader)]).toEqual([
          1, 0,
        ]);
        // Every read the replica serves answers there (none writes: a hot standby refuses writes).
        const admin = await signInOn(server, 'admin');
        for (const op of operations().filter(readsFromReplica))
          await read(server, admin, `${op.path}${REQUIRED_QUERY[op.path] ?? ''}`);
        await replica.query('SELECT pg_wal_replay_resume()');
        for (let i = 0; i < 50 && !(await listed(server, reader, id)); i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await listed(server, reader, id)).toBe(true);
        expect(await registered(server, reader)).toBe(1);
      } finally {
        server?.child.kill('SIGKILL');
        await replica.close();
        throwaway('stop', replicaDir);
        throwaway('stop', primaryDir);
      }
    },
    120_000,
  );
});
