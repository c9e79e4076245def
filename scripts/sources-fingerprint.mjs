/**
 * What the build is made from, as one fingerprint: the path, size and time of change of every file
 * of the sources, the contract, the messages and the build's own configuration. A build records the
 * fingerprint of what it built; `npm start` builds again only when it differs. Plain JavaScript:
 * the production start reads it without a TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = 'dist/sources.json';

const INPUTS = [
  'src',
  'openapi/openapi.json',
  'locales',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.ts',
];

function* filesOf(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* filesOf(path.join(entry, name));
}

export function sourcesFingerprint(root = '.') {
  const hash = createHash('sha256');
  let files = 0;
  for (const input of INPUTS)
    for (const file of filesOf(path.join(root, input))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${Math.trunc(mtimeMs)}\n`);
      files += 1;
    }
  return { files, sha256: hash.digest('hex') };
}
