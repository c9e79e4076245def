import type { Database } from '@/server/db/database';
import { MIGRATIONS } from '@/server/db/migrations';
import type { FastifyInstance } from 'fastify';

const LATEST = MIGRATIONS[MIGRATIONS.length - 1].version;

/**
 * For a reverse proxy or an orchestrator (issue 20 §3), outside the API's contract: `/healthz`
 * answers while the process runs; `/readyz` only while the database (and its replica, if any)
 * answers and holds the latest migration this build knows (503 otherwise, so no traffic reaches a process that cannot serve it).
 * Neither reads a session or says more than its status.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  const plain = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(plain).send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      const migrated = async (database: Database) =>
        (await database.query('SELECT 1 FROM schema_migrations WHERE version = $1', [LATEST]))
          .length === 1;
      // A replica serves the reads too: it must answer, and have replayed the latest migration.
      const ready = await Promise.all([
        migrated(db),
        ...(db.replica ? [migrated(db.replica)] : []),
      ]);
      if (ready.every(Boolean)) return reply.headers(plain).send({ status: 'ready' });
      return reply.status(503).headers(plain).send({ status: 'migrating' });
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database not reachable');
      return reply.status(503).headers(plain).send({ status: 'unavailable' });
    }
  });
}
