import { buildId } from '@/server/build-info';
import type { Handlers } from '@/server/plugins/operations';

const startedAt = new Date().toISOString();

export const systemHandlers: Pick<Handlers, 'systemInfo'> = {
  systemInfo: async ({ db, config }) => {
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    return {
      buildId: buildId(config.clientDir),
      database: db.kind,
      migrations: rows.map((r) => r.version),
      startedAt,
    };
  },
};
