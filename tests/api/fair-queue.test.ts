import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, type TestApp, login, startTestApp } from './support/test-app';

/**
 * Issue 20 §1: the embedded database serves requests in arrival order, each waiting its turn once,
 * with a bounded line: past it, 503 with Retry-After at once. PostgreSQL has its own pool and no
 * such line. Here one request is served at a time and three may wait.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ pgliteQueue: { concurrency: 1, waiting: 3 } });
  token = (await login(t.app, 'admin')).token;
});
afterAll(() => t.close());

describe(`the request queue (${DATABASE_KIND})`, () => {
  it(
    DATABASE_KIND === 'pglite'
      ? 'answers in arrival order, and past the line 503 with Retry-After at once'
      : 'has no line of its own on PostgreSQL: every request is served',
    async () => {
      const finished: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app
            .inject({
              url: `/api/dashboards/summary?fiscalYear=2083`,
              headers: { authorization: `Bearer ${token}` },
            })
            .then((response) => {
              finished.push(i);
              return response;
            }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      if (DATABASE_KIND === 'postgres') {
        expect(statuses).toEqual(Array(10).fill(200));
        return;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
      const busy = answers[9];
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        statusCode: 503,
        message: { code: 'busy', reason: 'The server is busy; try again in a few seconds' },
      });
      // The refused are answered at once; the served in the order they came.
      expect(finished.filter((i) => i < 4)).toEqual([0, 1, 2, 3]);
      expect(finished.indexOf(9)).toBeLessThan(finished.indexOf(0));
      // The line empties: the next request is served.
      const later = await t.app.inject({
        url: '/api/geography/scope',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(later.statusCode).toBe(200);
    },
  );
});
