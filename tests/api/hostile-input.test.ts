import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operations } from '@/server/openapi/contract';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Every integer and every text of the contract, in every operation's path, query and body, is sent
 * the values a hostile or careless client sends: integers beyond PostgreSQL's int4 and beyond a
 * double, and text holding NUL, another control character, a non-character or a lone surrogate. The
 * answer is always 400 naming the field, never 500, before or after sign-in. Slots are read from
 * the contract, so a new operation is covered without being listed.
 */
type Schema = Record<string, unknown>;
interface Slot {
  location: 'path' | 'query' | 'body';
  /** Where the value sits: property names and, for arrays, 0. */
  steps: (string | 0)[];
  kind: 'integer' | 'string';
}

/** The integer and free-text leaves of a schema (formats and enums already refuse control characters, so only plain text is a text slot). */
function leaves(schema: Schema | undefined, steps: (string | 0)[] = []): Omit<Slot, 'location'>[] {
  if (!schema) return [];
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) return variants.flatMap((variant) => leaves(variant, steps));
  if (schema.type === 'integer') return [{ steps, kind: 'integer' }];
  if (schema.type === 'string' && !schema.enum && !schema.const) return [{ steps, kind: 'string' }];
  if (schema.type === 'array') return leaves(schema.items as Schema, [...steps, 0]);
  if (schema.type === 'object') {
    return Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(
      ([name, child]) => leaves(child, [...steps, name]),
    );
  }
  return [];
}

function slotsOf(op: Operation): Slot[] {
  const located = (location: Slot['location'], schema: Schema | undefined) =>
    leaves(schema).map((leaf) => ({ ...leaf, location }));
  const slots = [
    ...located('path', op.schema.params),
    ...located('query', op.schema.querystring),
    ...located('body', op.schema.body),
  ];
  const unique = new Map(
    slots.map((slot) => [`${slot.location}:${slot.steps.join('.')}:${slot.kind}`, slot]),
  );
  return [...unique.values()];
}

/** A value placed at the slot's steps: `{ provinceIds: [value] }`. */
function placed(steps: (string | 0)[], value: string): string {
  if (steps.length === 0) return value;
  const [first, ...rest] = steps;
  return first === 0
    ? `[${placed(rest, value)}]`
    : `{${JSON.stringify(first)}:${placed(rest, value)}}`;
}

const fieldName = (slot: Slot) => {
  const name = slot.steps.join('.');
  return slot.location === 'body' ? name : `${slot.location}.${name}`;
};

/** The request for one bad value in one slot; the body is raw JSON so that `1e309` travels as written. */
function request(op: Operation, slot: Slot, bad: { json: string; text: string }) {
  const pathSchemas = (op.schema.params?.properties ?? {}) as Record<string, Schema>;
  // A valid value for every other path parameter: an integer at its minimum (a fiscal year
  // starts at 2060), else an id.
  const valid = (name: string) =>
    pathSchemas[name]?.type === 'integer'
      ? String((pathSchemas[name] as { minimum?: number }).minimum ?? 1)
      : '00000000-0000-4000-8000-000000000000';
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    slot.location === 'path' && slot.steps[0] === name ? encodeURIComponent(bad.text) : valid(name),
  );
  if (slot.location === 'query') url += `?${slot.steps[0]}=${encodeURIComponent(bad.text)}`;
  const body =
    slot.location === 'body' ? placed(slot.steps, bad.json) : op.schema.body ? '{}' : undefined;
  return { url, body };
}

/** A bad value as JSON and as text; a value with no UTF-8 travels in a JSON body only. */
interface BadValue {
  json: string;
  text: string;
  bodyOnly?: boolean;
}

const BAD_INTEGERS: BadValue[] = [
  { json: '2147483648', text: '2147483648' },
  { json: '-2147483649', text: '-2147483649' },
  { json: '1e309', text: '1e309' },
];
const BAD_TEXTS: BadValue[] = [
  { json: '"a\\u0000b"', text: 'a\u0000b' },
  { json: '"a\\u001bb"', text: 'a\u001bb' },
  // A non-character and half of a surrogate pair alone (issue 37 §2, §4).
  { json: '"a\\uffffb"', text: 'a\uffffb' },
  { json: '"a\\ud800b"', text: 'a\ud800b', bodyOnly: true },
];

let t: TestApp;
let tokens: Record<'user' | 'group', string>;

beforeAll(async () => {
  t = await startTestApp();
  tokens = {
    user: (await login(t.app, 'superadmin')).token,
    group: (await login(t.app, 'group')).token,
  };
});
afterAll(() => t.close());

describe(`hostile input answers 400 naming the field, never 500 (${DATABASE_KIND})`, () => {
  const ops = operations();

  it('reaches every operation with a parameter or a body', () => {
    const withSlots = ops.filter((op) => slotsOf(op).length > 0).map((op) => op.operationId);
    expect(withSlots.length).toBeGreaterThan(40);
    expect(withSlots).toEqual(
      expect.arrayContaining([
        'login',
        'listProfiles',
        'createServiceRecord',
        'dashboardFigures',
        'updateServiceCategory',
      ]),
    );
  });

  for (const op of ops) {
    const slots = slotsOf(op);
    if (slots.length === 0) continue;
    it(`${op.operationId}: ${slots.length} slots`, async () => {
      const token =
        op.sessions.length === 0
          ? undefined
          : op.sessions.includes('user')
            ? tokens.user
            : tokens.group;
      const failures: string[] = [];
      for (const slot of slots) {
        for (const bad of slot.kind === 'integer' ? BAD_INTEGERS : BAD_TEXTS) {
          if (bad.bodyOnly && slot.location !== 'body') continue;
          const { url, body } = request(op, slot, bad);
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: body } : {}),
          });
          const fields =
            response.statusCode === 400
              ? ((response.json().message.fields ?? []) as { field: string }[]).map((f) => f.field)
              : [];
          const named =
            slot.location === 'path' && response.statusCode === 400
              ? true
              : fields.includes(fieldName(slot));
          if (response.statusCode !== 400 || !named)
            failures.push(
              `${fieldName(slot)} = ${bad.json} → ${response.statusCode} ${fields.join(',')}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('signs nobody in with a NUL in the username, and says which field is wrong', async () => {
    const result = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'admin\u0000', password: 'x' },
    });
    expect(result.status).toBe(400);
    expect(result.body.message.fields).toEqual([{ field: 'username', code: 'controlCharacter' }]);
  });
});
