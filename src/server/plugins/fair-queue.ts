import { HttpError } from '@/server/platform/http-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface FairQueueLimits {
  /** Requests served at once. */
  concurrency: number;
  /** Requests waiting at most; past it a request is answered 503 at once. */
  waiting: number;
}

/**
 * The embedded database's fair queue (issue 20 §1). PGlite runs one statement at a time; left to
 * itself it serves statements, not requests, so a request of thirty statements queued thirty times
 * behind everyone else's while a one-statement request passed: some waited the whole test. Here an
 * API request waits its turn once, in arrival order, and holds one of `concurrency` places until it
 * is answered. Past `waiting` requests in line, a request is answered 503 with `Retry-After` at once
 * rather than after a wait a browser or proxy would give up on.
 */
export function registerFairQueue(app: FastifyInstance, limits: FairQueueLimits): void {
  let serving = 0;
  const line: { request: FastifyRequest; start: () => void }[] = [];
  const holding = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (!holding.delete(request)) return;
    serving--;
    const next = line.shift();
    if (next) next.start();
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const start = () => {
      serving++;
      holding.add(request);
      done();
    };
    if (serving < limits.concurrency) return start();
    if (line.length >= limits.waiting)
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          new HttpError(503, 'busy', 'The server is busy; try again in a few seconds').toBody(),
        );
    line.push({ request, start });
  });
  app.addHook('onResponse', async (request) => release(request));
  // A request given up on while waiting leaves the line; one given up on while served frees its place.
  app.addHook('onRequestAbort', async (request) => {
    const at = line.findIndex((waiting) => waiting.request === request);
    if (at >= 0) line.splice(at, 1);
    release(request);
  });
}
