// Resolves the project's `@/client/*`, `@/shared/*` and `@/server/*` aliases for eslint-plugin-import,
// then hands everything to the plain Node resolver with TypeScript's extensions.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = {
  '@/client/': 'src/client/',
  '@/shared/': 'src/shared/',
  '@/server/': 'src/server/',
};
const OPTIONS = { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] };

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const alias = Object.keys(ALIASES).find((prefix) => source.startsWith(prefix));
  const target = alias ? path.join(ROOT, ALIASES[alias], source.slice(alias.length)) : source;
  return nodeResolver.resolve(target, file, OPTIONS);
};
