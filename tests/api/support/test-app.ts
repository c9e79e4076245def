import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '@/server/app';
import { type AppConfig, configFromEnv } from '@/server/config';
import type { Database } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { seedFirstStart } from '@/server/seed/first-start';
import type { FastifyInstance } from 'fastify';

/** Which database the API suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite. */
export const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** A connection string for a second instance on the same database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file: a new PostgreSQL database, or an in-memory PGlite. */
export async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPgliteDatabase(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `cbr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgresDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...configFromEnv({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent-client-build' }),
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** A PGlite database already migrated and seeded, loaded from the run's template (see global-setup.ts). */
async function seededPglite(): Promise<TestDatabase> {
  const db = await openPgliteDatabase(
    undefined,
    new Blob([readFileSync(inject('pgliteTemplate'))]),
  );
  return { db, drop: () => db.close() };
}

/** The real application on a fresh database with the demo accounts, reached through app.inject(). */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database =
    DATABASE_KIND === 'pglite' && inject('pgliteTemplate')
      ? await seededPglite()
      : await freshDatabase();
  await migrate(database.db);
  await seedFirstStart(database.db, { demo: true });
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db, logger: false });
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
  ip?: string;
}

export async function call(
  app: FastifyInstance,
  { method = 'GET', url, token, body, ip }: Call,
): Promise<CallResult> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: type.includes('json') ? response.json() : response.body,
    headers: response.headers,
  };
}

/** A query string of the defined values (undefined ones left out). */
export const searchOf = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** A GET that must answer 200 (the URL is named if it does not); answers the body. */
export async function getOk(app: FastifyInstance, url: string, token: string) {
  const answer = await call(app, { url, token });
  expect([url, answer.status]).toEqual([url, 200]);
  return answer.body;
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const result = await call(app, {
    method: 'POST',
    url: '/api/auth/login',
    body: { username, password },
  });
  if (result.status !== 200)
    throw new Error(`login ${username} failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body as {
    token: string;
    checkUser: Record<string, unknown>;
    memberData?: { _id: string; name: string; role: string }[];
  };
}
