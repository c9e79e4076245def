import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { authHandlers } from './features/auth/handlers';
import { dashboardHandlers } from './features/dashboards/handlers';
import { districtPalikaFigures, palikaPeriodFigures } from './features/dashboards/period-figures';
import { duplicateHandlers } from './features/duplicates/handlers';
import { geographyHandlers } from './features/geography/handlers';
import { palikaHandlers } from './features/palika/handlers';
import { programmeHandlers } from './features/programme/handlers';
import { pwdHandlers } from './features/pwd/handlers';
import { reportingStatusHandlers } from './features/reporting/board-handlers';
import { reportHandlers } from './features/reporting/handlers';
import { qualityHandlers } from './features/reporting/quality/handlers';
import { officialReportHandlers } from './features/reports/handlers';
import { serviceHandlers } from './features/services/handlers';
import { systemHandlers } from './features/system/handlers';
import { targetHandlers } from './features/targets/handlers';
import { userHandlers } from './features/users/handlers';
import { contract } from './openapi/contract';
import { HttpError } from './platform/http-error';
import { loggableError, loggableRequest } from './platform/loggable';
import { drawnScriptHashes, registerClientApp } from './plugins/client-app';
import { answerClientError } from './plugins/client-errors';
import { registerErrorHandler } from './plugins/error-handler';
import { registerFairQueue } from './plugins/fair-queue';
import { registerHealth } from './plugins/health';
import { registerOperations } from './plugins/operations';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidators } from './plugins/validators';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Writable } from 'node:stream';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  /** Structured JSON logs to standard output, or to the stream given (a test reads them), or none. */
  logger?: boolean | { stream: Writable };
}

/** Builds the application: the API of the contract and the built client, on one port. */
export async function buildApp({
  config,
  db,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: { req: loggableRequest, err: loggableError },
      ...(logger === true ? {} : logger),
    },
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed or too long path) in the contract's error shape.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .status(400)
        .send(new HttpError(400, 'validation', 'The address is not valid').toBody()),
    bodyLimit: 1024 * 1024,
    // The HTTP parser's own refusals (headers too large, not HTTP) in the contract's error shape.
    clientErrorHandler: answerClientError,
  });
  if (db.kind === 'pglite') registerFairQueue(app, config.pgliteQueue);
  registerValidators(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    https: config.production,
    scriptHashes: drawnScriptHashes(config.clientDir),
  });
  registerHealth(app, db);
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(contract),
  );
  registerOperations(
    app,
    {
      ...authHandlers,
      ...userHandlers,
      ...geographyHandlers,
      ...pwdHandlers,
      ...serviceHandlers,
      ...dashboardHandlers,
      ...programmeHandlers,
      ...palikaHandlers,
      ...targetHandlers,
      ...reportHandlers(palikaPeriodFigures, districtPalikaFigures),
      ...reportingStatusHandlers,
      ...qualityHandlers(districtPalikaFigures),
      ...systemHandlers,
      ...duplicateHandlers,
      ...officialReportHandlers,
    },
    db,
    config,
  );
  await registerClientApp(app, config.clientDir);
  return app;
}
