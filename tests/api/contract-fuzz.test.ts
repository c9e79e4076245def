import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operations } from '@/server/openapi/contract';
import { DATABASE_KIND, type TestApp, login, startTestApp } from './support/test-app';

/**
 * The contract fuzzer (issue 20 §4): every operation of the contract, as a signed-in user of each
 * role, sent values shaped by its schemas and values beyond them (wrong types, integers out of
 * range, NUL and control characters, huge strings, unknown fields), broken and deeply nested JSON
 * and the wrong content type. No answer is a 5xx; every answer's status is one its operation
 * declares and its body is what the contract says for it (issue 37 §5); a refused request writes
 * nothing (the audit log, which every write adds to in its transaction, does not grow). Every
 * operation is also sent, as a writer of every area and as a palika's user, a body with every
 * text a lone half of a surrogate pair or a non-character (issue 37 §6). `FUZZ_RUNS` cases per operation: a few in the test command, more with
 * `npm run fuzz`. A failure prints fast-check's seed and the smallest case it found.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const ROLES = ['superadmin', 'admin', 'province', 'district', 'palika', 'cbrf', 'group'] as const;
/** Ends the session the fuzzer signs in with, so every later case would only test a 401. */
const SKIPPED = new Set(['logout']);

type Schema = Record<string, unknown> | undefined;

/** Texts no UTF-8 or XML holds: halves of a surrogate pair alone, and non-characters. */
const UNREADABLE_TEXTS = ['a\ud800b', '\udfff', 'a\ufffeb', '\uffff'];

/** Values no field wants: each must be refused by name or handled, never break the server. */
const NASTY = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  ...UNREADABLE_TEXTS,
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

/** How the body travels: as shaped, with an unknown field, broken, nested too deep, not as JSON, or too large. */
const TRANSPORTS = [
  'json',
  'json',
  'json',
  'unknownField',
  'broken',
  'deep',
  'text',
  'xml',
  'tooLarge',
] as const;

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
    case 'xml':
      return { headers: { 'content-type': 'application/xml' }, payload: '<a/>' };
    case 'tooLarge':
      // Over any operation's body limit, an import's included.
      return { headers: json, payload: `{"a":"${'x'.repeat(11 * 2 ** 20)}"}` };
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

/**
 * A value of the schema's shape with every free text the one given (a format, an enum or a pattern
 * of its own gets a plain value of its kind): a body the contract would take but for its texts.
 */
function filled(schema: Schema, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices)
    return filled(choices.find((c) => c?.type !== 'null') ?? choices[0], text, depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, field]) => [
          name,
          filled(field, text, depth + 1),
        ]),
      );
    case 'array':
      return [filled(schema.items as Schema, text, depth + 1)];
    case 'integer':
    case 'number':
      return Math.min(Math.max(Number(schema.minimum ?? 1), 1), Number(schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2026-11-02';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (schema.format) return 'a@b.np';
      return schema.pattern && !String(schema.pattern).includes('\\u0000') ? '1' : text;
    default:
      return null;
  }
}

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const answerChecks = new Map<string, ValidateFunction>();

/** What is wrong with an answer by the contract: a status its operation does not declare, or a body off its schema. */
function offContract(op: Operation, status: number, body: unknown): string[] {
  const schema = op.schema.response[String(status)];
  if (!schema) return [`status ${status} is not declared`];
  const key = `${op.operationId} ${status}`;
  if (!answerChecks.has(key)) answerChecks.set(key, ajv.compile(schema));
  const validate = answerChecks.get(key)!;
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
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
    // Every text at once a lone surrogate or a non-character, as a writer of every area and as a
    // palika's user, before the random cases.
    type Case = typeof cases extends fc.Arbitrary<infer C> ? C : never;
    const unreadable = (['superadmin', 'palika'] as const).flatMap((role) =>
      UNREADABLE_TEXTS.slice(1, 3).map((text): [Case] => [
        {
          role,
          params: filled(op.schema.params, text),
          query: {},
          body: filled(op.schema.body, text),
          transport: 'json',
        },
      ]),
    );
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
        expect(offContract(op, response.statusCode, response.json()), said).toEqual([]);
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
      // fast-check counts its examples among the runs: RUNS random cases come after them.
      { numRuns: RUNS + unreadable.length, examples: unreadable },
    );
  });
});
