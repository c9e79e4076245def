import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FINGERPRINT_FILE, sourcesFingerprint } from '../../scripts/sources-fingerprint.mjs';

/**
 * `npm start` (scripts/start.mjs) runs the compiled server, building first only when there is no
 * build or the sources changed; in production it never builds. Tried in a folder of its own with a
 * stand-in build (a `main.js` that says it started) and no package.json, so a build it attempted
 * would fail and show.
 */
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const start = (env: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH!, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};
const built = () => {
  write('dist/server/main.js', "console.log('server started');\n");
  write('dist/client/index.html', '<!doctype html>');
  write(FINGERPRINT_FILE, `${JSON.stringify(sourcesFingerprint(root))}\n`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cbr-start-'));
  for (const file of ['start.mjs', 'sources-fingerprint.mjs'])
    cpSync(path.join('scripts', file), path.join(root, 'scripts', file));
  write('src/server/main.ts', 'export {};\n');
  write('locales/en.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the production start', () => {
  it('starts a current build without building it again', () => {
    built();
    const run = start();
    expect(run.output).toContain('The build is current');
    expect(run.output).toContain('server started');
    expect(run.output).not.toMatch(/building/i);
    expect(run.status).toBe(0);
  });

  it('builds again when a source changed, was added or removed since the build', () => {
    built();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'locales/en.json'), later, later);
    expect(start().output).toContain('The sources changed since the last build');
    built();
    write('src/shared/new-rule.ts', 'export {};\n');
    expect(start().output).toContain('The sources changed since the last build');
    built();
    rmSync(path.join(root, 'src/shared/new-rule.ts'));
    expect(start().output).toContain('The sources changed since the last build');
  });

  it('with NODE_ENV=production never builds: it starts what was built, or refuses without a build', () => {
    expect(start({ NODE_ENV: 'production' })).toMatchObject({
      status: 1,
      output: expect.stringContaining('No build to start'),
    });
    built();
    write('src/server/changed.ts', 'export {};\n');
    const run = start({ NODE_ENV: 'production' });
    expect(run.output).toContain('server started');
    expect(run.output).not.toMatch(/building/i);
  });
});
