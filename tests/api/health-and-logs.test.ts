import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { migrate } from '@/server/db/migrate';
import { MIGRATIONS } from '@/server/db/migrations';
import { DATABASE_KIND, type TestDatabase, freshDatabase, testConfig } from './support/test-app';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 20 §3: `/healthz` and `/readyz` for a proxy or an orchestrator, and logs in JSON without
 * personal data: a failed query's message, detail and parameters (names, identifiers) and a
 * request's query string (a search is a name) never reach them.
 */
let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database.db);
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    db: database.db,
    logger: { stream },
  });
  // A handler whose query fails on what a user wrote, as a real one might on a broken row.
  app.get('/api/test-failing-write', async () =>
    database.db.query('INSERT INTO pwd_persons (id, nin, name_ne) VALUES ($1, $2, $3)', [
      randomUUID(),
      'NIN-4455667788',
      'सीता कुमारी',
    ]),
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe(`health and logs (${DATABASE_KIND})`, () => {
  it('answers /healthz while the process runs and /readyz while the database is migrated', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    const latest = MIGRATIONS[MIGRATIONS.length - 1].version;
    await database.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest]);
    const behind = await app.inject({ url: '/readyz' });
    expect([behind.statusCode, behind.json()]).toEqual([503, { status: 'migrating' }]);
    await database.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [latest]);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('logs a failed query by its code and where it failed, never what was written or searched', async () => {
    const failed = await app.inject({ url: '/api/test-failing-write?search=सीता' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message.code).toBe('internal');
    const logged = lines.map((line) => JSON.parse(line));
    const error = logged.find((entry) => entry.msg === 'request failed');
    expect(error.err).toMatchObject({ type: 'DatabaseError', code: '23502' });
    expect(logged.some((entry) => entry.req?.path === '/api/test-failing-write')).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain('NIN-4455667788');
    expect(all).not.toContain('सीता');
    expect(all).not.toContain('search=');
  });

  it('answers /readyz 503 when the database cannot be reached', async () => {
    await database.db.close();
    const down = await app.inject({ url: '/readyz' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'unavailable' }]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
