/**
 * Writes openapi/openapi.json from openapi/src and src/shared/api/schema.d.ts from that document.
 * With --check it writes nothing and fails when either committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { document } from '../openapi/src/document';
import * as palikaEnums from '../src/shared/palika/enums';
import * as programmeEnums from '../src/shared/programme/enums';
import * as pwdEnums from '../src/shared/pwd/enums';
import * as serviceEnums from '../src/shared/services/enums';

const DOCUMENT_FILE = 'openapi/openapi.json';
const TYPES_FILE = 'src/shared/api/schema.d.ts';
const TABLES_FILE = 'src/shared/api/contract-tables.ts';

const documentText = `${JSON.stringify(document, null, 2)}\n`;
const header =
  '// Generated from openapi/openapi.json by `npm run openapi:generate`. Do not edit.\n';
const typesText = header + astToString(await openapiTS(JSON.parse(documentText)));

/**
 * Tables the client reads at run time without the whole document: each operation's query
 * parameters (type and allowed values, to read a URL) and each schema's required fields (a form's
 * first check).
 */
function contractTablesText(): string {
  type Schema = { type?: string; enum?: unknown[]; oneOf?: Schema[] };
  type Parameter = { name: string; in: string; schema: Schema };
  const table: Record<string, Record<string, { type: string; enum?: unknown[] }>> = {};
  for (const methods of Object.values(document.paths as Record<string, object>))
    for (const op of Object.values(methods) as {
      operationId: string;
      parameters?: Parameter[];
    }[]) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length === 0) continue;
      table[op.operationId] = Object.fromEntries(
        query.map(({ name, schema }) => {
          const plain = schema.oneOf?.find((s) => s.type !== 'null') ?? schema;
          return [
            name,
            { type: plain.type ?? 'string', ...(plain.enum ? { enum: plain.enum } : {}) },
          ];
        }),
      );
    }
  const schemas = (document.components as { schemas: Record<string, { required?: string[] }> })
    .schemas;
  const required = Object.fromEntries(
    Object.entries(schemas)
      .filter(([, schema]) => schema.required?.length)
      .map(([name, schema]) => [name, schema.required]),
  );
  return [
    header,
    "/** Each operation's query parameters: how the client reads them from a URL (src/client/lib/records/url-query.ts). */\n",
    `export const QUERY_PARAMETERS = ${JSON.stringify(table, null, 2)} as const;\n\n`,
    "/** Each schema's required fields: a form's first check (src/client/lib/records/required-fields.ts). */\n",
    `export const REQUIRED_FIELDS = ${JSON.stringify(required, null, 2)} as const;\n\n`,
    recordFieldsText(schemas),
  ].join('');
}

/** The shared list (a constant of an enums.ts of src/shared) whose codes an enumeration holds, by name. */
const ENUM_NAMES = new Map<string, string>();
for (const module of [palikaEnums, pwdEnums, serviceEnums, programmeEnums])
  for (const [name, value] of Object.entries(module))
    if (Array.isArray(value) && !ENUM_NAMES.has(JSON.stringify(value)))
      ENUM_NAMES.set(JSON.stringify(value), name);

/**
 * Each record input schema's fields (`*Update`), a line each: its type, format, whether it may be
 * null, the shared list of its codes (or the codes, when no list is shared) and whether it holds several. A form's values and body are
 * derived from it (src/client/lib/records/contract-form.ts) without the whole document.
 */
function recordFieldsText(schemas: Record<string, object>): string {
  type Schema = {
    type?: string;
    format?: string;
    enum?: string[];
    oneOf?: Schema[];
    items?: Schema;
    $ref?: string;
    properties?: Record<string, Schema>;
  };
  const describe = (schema: Schema) => {
    const nullable = schema.oneOf?.some((s) => s.type === 'null') ?? false;
    const plain = schema.oneOf?.find((s) => s.type !== 'null') ?? schema;
    const array = plain.type === 'array';
    const value = (array ? plain.items : plain) ?? {};
    const enumName = value.enum && ENUM_NAMES.get(JSON.stringify(value.enum));
    return {
      type: value.$ref ? 'object' : (value.type ?? 'object'),
      ...(value.format ? { format: value.format } : {}),
      ...(nullable ? { nullable: true } : {}),
      ...(enumName ? { enum: enumName } : value.enum ? { codes: value.enum } : {}),
      ...(array ? { array: true } : {}),
    };
  };
  const lines = Object.entries(schemas as Record<string, Schema>)
    .filter(([name]) => name.endsWith('Update'))
    .map(([name, schema]) => {
      const fields = Object.entries(schema.properties ?? {}).map(
        ([field, property]) => `    ${field}: ${JSON.stringify(describe(property))},\n`,
      );
      return `  ${name}: {\n${fields.join('')}  },\n`;
    });
  return [
    "/** Each record input schema's fields: how a form holds and sends them (src/client/lib/records/contract-form.ts). */\n",
    `export const RECORD_FIELDS = {\n${lines.join('')}} as const;\n`,
  ].join('');
}

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
  [TABLES_FILE, contractTablesText()],
].filter(([file, text]) => current(file) !== text);

if (check) {
  for (const [file] of stale) console.error(`${file} is out of date: run npm run openapi:generate`);
  process.exit(stale.length ? 1 : 0);
}
for (const [file, text] of stale) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
