import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { migrate } from '@/server/db/migrate';
import { MIGRATIONS } from '@/server/db/migrations';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { prepare } from '@/server/start';
import { SESSION_HINT_SCRIPT } from '@/shared/sign-in-ahead';
import {
  DATABASE_KIND,
  type TestApp,
  call,
  freshDatabase,
  login,
  startTestApp,
  testConfig,
} from './support/test-app';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'cbr-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'builds'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // The sign-in pages drawn ahead by the build (scripts/prerender-sign-in.ts), one Brotli copy.
  writeFileSync(path.join(clientDir, 'sign-in.en.html'), '<div id="root">drawn: Sign in</div>');
  writeFileSync(path.join(clientDir, 'sign-in.np.html'), '<div id="root">drawn: लगइन</div>');
  writeFileSync(
    path.join(clientDir, 'sign-in.en.html.br'),
    brotliCompressSync(Buffer.from('<div id="root">drawn: Sign in</div>')),
  );
  // The hash of the form's small script, inline in the drawn pages.
  writeFileSync(
    path.join(clientDir, 'sign-in.scripts.json'),
    JSON.stringify({ hashes: ['sha256-drawnFormScript='] }),
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'builds', 'latest.json'), '{"buildId":"test-build-1"}');
  t = await startTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe(`one port for the API and the app (${DATABASE_KIND})`, () => {
  it('serves index.html with 200 for every page of the route table, in both languages', async () => {
    for (const url of ['/', '/np', '/dashboard', '/np/user/list', '/pwd/profile/123', '/privacy']) {
      const result = await call(t.app, { url });
      expect([url, result.status, String(result.headers['content-type'])]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(result.body).toContain('<div id="root">');
    }
  });

  it('answers the sign-in page with its form drawn in, where the app would draw it in that language', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ url, headers })).body;
    expect(await page('/')).toContain('drawn: Sign in');
    expect(await page('/np')).toContain('drawn: लगइन');
    expect(await page('/', { 'accept-language': 'en-GB,en;q=0.9' })).toContain('drawn: Sign in');
    // The bare root moves to /np for a Nepali cookie or browser: the plain page, nothing drawn in English.
    expect(await page('/', { cookie: 'lang=np' })).not.toContain('drawn');
    expect(await page('/', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' })).not.toContain(
      'drawn',
    );
    expect(await page('/np', { cookie: 'lang=en' })).toContain('drawn: लगइन');
    for (const url of ['/dashboard', '/np/user/list', '/privacy', '/np/nowhere'])
      expect([url, await page(url)]).toEqual([url, '<!doctype html><div id="root"></div>']);
    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('drawn: Sign in');
    // A weight of 0 refuses an encoding; no gzip copy was written: the plain page.
    const refused = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('drawn: Sign in');
  });

  it('allows the inline scripts, the session mark and those the build drew in, by their hashes', async () => {
    const hash = createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64');
    const { headers } = await call(t.app, { url: '/' });
    const scripts = /script-src ([^;]+)/.exec(String(headers['content-security-policy']))![1];
    expect(scripts.split(' ')).toEqual(["'self'", `'sha256-${hash}'`, "'sha256-drawnFormScript='"]);
  });

  it('answers an unknown page with 404 and the app (which shows Page Not Found), and a crawler with the bare status', async () => {
    const person = await call(t.app, { url: '/np/nowhere/at-all' });
    expect(person.status).toBe(404);
    expect(person.body).toContain('<div id="root">');
    const bot = await t.app.inject({
      url: '/nowhere',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(bot.statusCode).toBe(404);
    expect(bot.body).toBe('');
  });

  it('answers unknown API paths with the JSON error shape, for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const result = await call(t.app, { method, url: '/api/no/such/thing' });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({
        statusCode: 404,
        message: { reason: `No API endpoint ${method} /api/no/such/thing`, code: 'routeNotFound' },
      });
    }
  });

  it('caches hashed assets for a year and revalidates the page and the build id', async () => {
    expect((await call(t.app, { url: '/assets/app-abc123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const build = await call(t.app, { url: '/builds/latest.json?t=123' });
    expect(build.body).toEqual({ buildId: 'test-build-1' });
    expect(build.headers['cache-control']).toBe('no-cache');
    expect((await call(t.app, { url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers and a content security policy on every response', async () => {
    for (const url of ['/', '/api/openapi.json', '/api/nope', '/assets/app-abc123.js']) {
      const { headers } = await call(t.app, { url });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await call(t.app, { url: '/api/openapi.json' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('serves the committed contract at /api/openapi.json', async () => {
    const served = await call(t.app, { url: '/api/openapi.json' });
    expect(served.body).toEqual(JSON.parse(readFileSync('openapi/openapi.json', 'utf8')));
    expect(served.body.openapi).toBe('3.1.0');
  });

  it('tells a super admin which build and database it runs on', async () => {
    const { token } = await login(t.app, 'superadmin');
    const info = await call(t.app, { url: '/api/system/info', token });
    expect(info.body).toMatchObject({
      buildId: 'test-build-1',
      database: DATABASE_KIND,
      migrations: MIGRATIONS.map((m) => m.version),
    });
  });
});

describe(`the database (${DATABASE_KIND})`, () => {
  it('applies migrations once, records them, and applies nothing the second time', async () => {
    const { db, drop } = await freshDatabase();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await drop();
    }
  });

  it('creates no demo accounts in production mode', async () => {
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-prod-'));
    await database.db.close();
    const config = testConfig({
      production: true,
      demo: false,
      databaseUrl: database.url,
      dataDir,
    });
    const { app, db } = await prepare(config, false);
    try {
      expect(await db.query('SELECT 1 FROM users')).toEqual([]);
      expect(
        (
          await call(app, {
            method: 'POST',
            url: '/api/auth/login',
            body: { username: 'superadmin', password: 'Demo@2083' },
          })
        ).status,
      ).toBe(401);
    } finally {
      await app.close();
      if (database.url) await database.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps no session state in the process: a second instance on the same database serves the same user', async () => {
    const second = t.database.url ? openPostgresDatabase(t.database.url) : t.db;
    const other = await buildApp({ config: t.config, db: second, logger: false });
    try {
      const { token } = await login(t.app, 'cbrf');
      expect((await call(other, { url: '/api/auth/session', token })).body.username).toBe('cbrf');
      expect((await call(other, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(
        200,
      );
      expect((await call(t.app, { url: '/api/auth/session', token })).status).toBe(401);
    } finally {
      await other.close();
      if (second !== t.db) await second.close();
    }
  });
});

function runCreateAdmin(
  env: NodeJS.ProcessEnv,
  password: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli/create-admin.ts',
        '--username',
        'root.admin',
        '--fullname',
        'Root Admin',
      ],
      {
        env: { ...process.env, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(`${password}\n`);
  });
}

describe(`npm run admin:create (${DATABASE_KIND})`, () => {
  it('creates the first super admin, prints nothing secret, and refuses a second time', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-admin-'));
    const database = await freshDatabase();
    if (!database.url) await database.drop();
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
    try {
      const first = await runCreateAdmin(env, 'Sagarmatha-8848-x');
      expect(first.code).toBe(0);
      expect(first.output).toContain('Created super admin root.admin');
      expect(first.output).not.toContain('Sagarmatha-8848-x');
      const second = await runCreateAdmin(env, 'Another-8848-pass');
      expect(second.code).toBe(1);
      expect(second.output).toContain('already exists');
      const db = database.url
        ? openPostgresDatabase(database.url)
        : await openPgliteDatabase(path.join(dataDir, 'pglite'));
      const rows = await db.query<{ role: string; password_hash: string }>(
        "SELECT role, password_hash FROM users WHERE username = 'root.admin'",
      );
      await db.close();
      expect(rows).toHaveLength(1);
      expect(rows[0].role).toBe('SUPER_ADMIN');
      expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    } finally {
      if (database.url) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a weak password without creating anyone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-admin-'));
    try {
      const result = await runCreateAdmin(
        { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
        'short',
      );
      expect(result.code).toBe(2);
      expect(result.output).toContain('password.tooShort');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
