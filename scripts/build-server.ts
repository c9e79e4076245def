/**
 * The server build (next to the client's in dist/): src/server/main.ts and what it imports bundled
 * into dist/server/main.js, the embedded database's thread into pglite-worker.js beside it
 * (packages stay in node_modules), with the migrations' frozen SQL beside it, where the bundle
 * reads them. Then the sources' fingerprint, by which `npm start` knows the
 * build is current (scripts/start.mjs).
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { FINGERPRINT_FILE, sourcesFingerprint } from './sources-fingerprint.mjs';

const OUT = 'dist/server';
const MIGRATIONS = 'src/server/db/migrations';

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
await build({
  // The embedded database's thread is a file of its own beside main.js (decision 0044).
  entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')))
  cpSync(path.join(MIGRATIONS, file), path.join(OUT, file));
writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(sourcesFingerprint())}\n`);
console.log(`Server built into ${OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
