import { type AddressInfo, connect } from 'node:net';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { BIRATNAGAR } from './support/profiles';
import { DATABASE_KIND, type TestApp, login, startTestApp } from './support/test-app';

/**
 * The contract says every answer the server gives (issue 37 §5): the statuses any operation can
 * give whatever it does (a request that cannot be read, too large, not JSON, headers too large,
 * the server's fault, the database away) are declared by every operation, and the answers the
 * server gives outside its routes (the HTTP parser's 431 and 400) have the contract's Error shape.
 */
let t: TestApp;
let palika: string;
let port: number;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const ops = operations();

/** Whether a body is what the operation's contract says for that status. */
function declared(operationId: string, status: number, body: unknown): string[] {
  const op = ops.find((o) => o.operationId === operationId)!;
  const schema = op.schema.response[String(status)];
  if (!schema) return [`${operationId} does not declare ${status}`];
  const validate = ajv.compile(schema);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** A raw HTTP exchange, so the server's parser (not the router) answers. */
function raw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const connection = connect(port, '127.0.0.1', () => connection.write(text));
    let answer = '';
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('error', reject);
    connection.on('close', () => {
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe(`the contract declares every answer (${DATABASE_KIND})`, () => {
  it('declares, for every operation, the answers any request can get', () => {
    const missing = ops.flatMap((op) => {
      const statuses = ['400', '408', '431', '500', '503'];
      if (op.sessions.length) statuses.push('401', '403');
      if (op.method !== 'GET') statuses.push('409', '413', '415');
      return statuses
        .filter((status) => !op.schema.response[status])
        .map((status) => `${op.operationId} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('answers headers over the limit (a 20 KB address) 431 in the Error shape', async () => {
    const answer = await raw(
      `GET /api/palika/fchvs?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ statusCode: 431, message: { code: 'validation' } });
    expect(declared('listFchvs', 431, body)).toEqual([]);
  });

  it('answers a request its parser cannot read 400 in the Error shape', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ statusCode: 400, message: { code: 'validation' } });
    expect(declared('listFchvs', 400, body)).toEqual([]);
  });

  it('answers a body too large and a body not JSON as their operation declares', async () => {
    const headers = { authorization: `Bearer ${palika}` };
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/palika/fchvs',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"notes":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect(large.statusCode).toBe(413);
    expect(declared('createFchv', 413, large.json())).toEqual([]);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/palika/fchvs',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<fchv/>',
    });
    expect(text.statusCode).toBe(415);
    expect(declared('createFchv', 415, text.json())).toEqual([]);
  });

  it("names a target's limit beyond int4 as the contract says a limit is", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/targets',
      headers: { authorization: `Bearer ${palika}` },
      payload: {
        _id: '00000000-0000-4000-8000-000000000001',
        fiscalYear: 2083,
        scope: 'palika',
        palikaId: BIRATNAGAR,
        measure: 'personsServed',
        total: 1e13,
        source: 'palika_plan',
      },
    });
    expect(answer.statusCode).toBe(400);
    const { fields } = answer.json().message;
    expect(fields).toContainEqual({ field: 'total', code: 'tooLarge', limit: expect.any(Number) });
    expect(fields.find((f: { field: string }) => f.field === 'total').limit).toBeGreaterThan(
      2 ** 31,
    );
    expect(declared('createTarget', 400, answer.json())).toEqual([]);
  });
});
