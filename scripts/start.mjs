/**
 * `npm start`: the compiled server (dist/server/main.js, with the client build in dist/client).
 * Builds first only when there is no build or the sources changed since it was made; with
 * NODE_ENV=production it never builds (the build is a deploy step: `npm run build`) and refuses to
 * start without one.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { FINGERPRINT_FILE, sourcesFingerprint } from './sources-fingerprint.mjs';

const SERVER = 'dist/server/main.js';
const built = existsSync(SERVER) && existsSync('dist/client/index.html');
const recorded = existsSync(FINGERPRINT_FILE) ? readFileSync(FINGERPRINT_FILE, 'utf8').trim() : '';
const current = () => JSON.stringify(sourcesFingerprint());

if (process.env.NODE_ENV === 'production') {
  if (!built) {
    console.error(
      'No build to start: run `npm run build` first (NODE_ENV=production never builds).',
    );
    process.exit(1);
  }
} else if (!built || recorded !== current()) {
  console.log(built ? 'The sources changed since the last build: building…' : 'Building…');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('The build is current: starting it.');
}
process.setSourceMapsEnabled(true);
await import(`../${SERVER}`);
