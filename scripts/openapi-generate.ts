/**
 * Writes openapi/openapi.json from openapi/src and src/shared/api/schema.d.ts from that document.
 * With --check it writes nothing and fails when either committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { document } from '../openapi/src/document';

const DOCUMENT_FILE = 'openapi/openapi.json';
const TYPES_FILE = 'src/shared/api/schema.d.ts';

const documentText = `${JSON.stringify(document, null, 2)}\n`;
const header =
  '// Generated from openapi/openapi.json by `npm run openapi:generate`. Do not edit.\n';
const typesText = header + astToString(await openapiTS(JSON.parse(documentText)));

const check = process.argv.includes('--check');
const current = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const stale = [
  [DOCUMENT_FILE, documentText],
  [TYPES_FILE, typesText],
].filter(([file, text]) => current(file) !== text);

if (check) {
  for (const [file] of stale) console.error(`${file} is out of date: run npm run openapi:generate`);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, text] of stale) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
