import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown on SIGTERM or SIGINT (issue 20 §3): the server stops accepting (a request
 * arriving meanwhile answers 503), the requests in flight finish, the database closes (the app's
 * onClose hook), and the process exits 0; past the grace period it exits 1 without waiting more.
 * Every write acknowledged was committed before its answer, so none is lost either way.
 */
export function closeOnSignals(app: FastifyInstance, graceSeconds: number): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, graceSeconds }, 'shutting down');
      setTimeout(() => {
        app.log.error('requests still in flight at the end of the grace period');
        process.exit(1);
      }, graceSeconds * 1000).unref();
      // A kept-alive connection busy when closing began would otherwise linger idle after its
      // request for the keep-alive timeout (72 s): closed as soon as its answer is sent.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      app.close().then(
        () => process.exit(0),
        (error: Error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
