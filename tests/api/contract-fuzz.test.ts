import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { DATABASE_KIND, type TestApp, login, startTestApp } from './support/test-app';

/**
 * The contract fuzzer (issue 20 §4): every operation of the contract, as a signed-in user of each
 * role, sent values shaped by its schemas and values beyond them (wrong types, integers out of
 * range, NUL and control characters, huge strings, unknown fields), broken and deeply nested JSON
 * and the wrong content type. No answer is a 5xx; every error has the contract's error shape; a
 * refused request writes nothing (the audit log, which every write adds to in its transaction,
 * does not grow). `FUZZ_RUNS` cases per operation: a few in the test command, more with
 * `npm run fuzz`. A failure prints fast-check's seed and the smallest case it found.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const ROLES = ['superadmin', 'admin', 'province', 'district', 'palika', 'cbrf', 'group'] as const;
/** Ends the session the fuzzer signs in with, so every later case would only test a 401. */
const SKIPPED = new Set(['logout']);

type Schema = Record<string, unknown> | undefined;

/** Values no field wants: each must be refused by name or handled, never break the server. */
const NASTY = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\ud800',
  'x'.repeat(300_000),
  '',
  '   ',
  '१२३',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  -1,
  0,
  2 ** 53,
  -(2 ** 63),
  1e308,
  0.5,
  true,
  null,
  [],
  {},
  [[[[[]]]]],
  { $ref: '#' },
);

const isoDate = fc
  .integer({ min: -100_000, max: 100_000 })
  .map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

/** A value shaped by a schema (its types, enums, formats), random within it and at times beyond. */
function shaped(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return NASTY;
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => shaped(choice, depth + 1)));
  if (Array.isArray(schema.enum)) return fc.oneof(fc.constantFrom(...schema.enum), NASTY);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const within = (() => {
    switch (type) {
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, field]) => [name, shaped(field, depth + 1)]),
          ),
          { requiredKeys: (schema.required ?? []) as string[] },
        );
      }
      case 'array':
        return fc.array(shaped(schema.items as Schema, depth + 1), { maxLength: 3 });
      case 'integer':
        return fc.oneof(
          fc.integer({
            min: Number(schema.minimum ?? -1000),
            max: Number(schema.maximum ?? 100_000),
          }),
          fc.integer(),
        );
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        if (schema.format === 'date') return isoDate;
        if (schema.format === 'uuid') return fc.uuid();
        return fc.string({ maxLength: Number(schema.maxLength ?? 40) });
      default:
        return fc.anything();
    }
  })();
  return fc.oneof({ arbitrary: within, weight: 4 }, { arbitrary: NASTY, weight: 1 });
}

/** How the body travels: as shaped, with an unknown field, broken, nested too deep, or not as JSON. */
const TRANSPORTS = ['json', 'json', 'json', 'unknownField', 'broken', 'deep', 'text'] as const;

function bodyOf(transport: (typeof TRANSPORTS)[number], body: unknown) {
  const json = { 'content-type': 'application/json' };
  switch (transport) {
    case 'unknownField':
      return {
        headers: json,
        payload: JSON.stringify({ ...(body as object), zzUnknown: 'x' }),
      };
    case 'broken':
      return { headers: json, payload: '{"name": [1, 2' };
    case 'deep':
      return { headers: json, payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` };
    case 'text':
      return { headers: { 'content-type': 'text/plain' }, payload: 'plain text' };
    default:
      return { headers: json, payload: JSON.stringify(body ?? {}) };
  }
}

/** A path parameter as a browser sends it: a lone surrogate, which has no encoding, as U+FFFD. */
function pathSegment(value: unknown): string {
  try {
    return encodeURIComponent(String(value ?? 'x'));
  } catch {
    return encodeURIComponent('\ufffd');
  }
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) tokens[role] = (await login(t.app, role)).token;
});
afterAll(() => t.close());

const written = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log'))[0].count;

describe(`the contract fuzzer (${DATABASE_KIND}, ${RUNS} cases per operation)`, () => {
  const all = operations().filter((op) => !SKIPPED.has(op.operationId));
  it.each(all.map((op) => [op.operationId, op] as const))('%s', async (_name, op) => {
    const cases = fc.record({
      role: fc.constantFrom(...ROLES),
      params: shaped(op.schema.params),
      query: shaped(op.schema.querystring),
      body: shaped(op.schema.body),
      transport: fc.constantFrom(...TRANSPORTS),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ role, params, query, body, transport }) => {
        const path = op.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
          pathSegment((params as Record<string, unknown>)?.[name]),
        );
        const search = new URLSearchParams(
          Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        );
        const sent = op.method === 'GET' ? { headers: {} } : bodyOf(transport, body);
        const before = await written();
        const response = await t.app.inject({
          method: op.method as 'GET',
          url: `${path}${search.size ? `?${search}` : ''}`,
          headers: { ...sent.headers, authorization: `Bearer ${tokens[role]}` },
          payload: 'payload' in sent ? sent.payload : undefined,
        });
        const said = `${op.operationId} as ${role} (${transport}): ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, said).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const error = response.json();
        expect(error, said).toMatchObject({
          statusCode: response.statusCode,
          message: { reason: expect.any(String), code: expect.any(String) },
        });
        for (const field of error.message.fields ?? [])
          expect(field, said).toMatchObject({
            field: expect.any(String),
            code: expect.any(String),
          });
        expect(await written(), `${said}: a refused request wrote`).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});
