import path from 'node:path';
import { DEFAULT_REPORT_DUE_DAYS } from '@/shared/reporting/periods';
import type { DemoDataChoice } from './seed/demo-data';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL: dashboards, lists and exports read from it. */
  databaseReadUrl: string | undefined;
  production: boolean;
  /** Seed demo accounts and places on first start (never in production). */
  demo: boolean;
  /** In demo mode, what the first start loads: the demo data set, or nothing (`DEMO_DATA=none`). */
  demoData: DemoDataChoice;
  clientDir: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginAttemptsPerAddress: number;
  trustProxy: boolean;
  /** The embedded database's fair queue: requests served at once, and waiting at most (PGlite only). */
  pgliteQueue: { concurrency: number; waiting: number };
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  shutdownGraceSeconds: number;
  logLevel: string;
  /** Days after a reporting period's last day its report is due (issue 39); later submissions are late. */
  reportDueDays: number;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0
    ? parsed
    : fallback;
}

/** A count of days from the environment: 0 or more, else the fallback. */
function wholeDaysFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

/** DATABASE_READ_URL, only with the primary it replicates (PGlite has no replica). */
function readUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_READ_URL) return undefined;
  if (!env.DATABASE_URL)
    throw new Error(
      'DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL to its primary as well',
    );
  return env.DATABASE_READ_URL;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: numberFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: readUrlOf(env),
    production,
    demo: !production,
    demoData: env.DEMO_DATA === 'none' ? 'none' : 'demo',
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    sessionIdleMinutes: numberFrom(env.SESSION_IDLE_MINUTES, 60),
    sessionMaxHours: numberFrom(env.SESSION_MAX_HOURS, 12),
    loginAttemptsPerAddress: numberFrom(env.LOGIN_ATTEMPTS_PER_ADDRESS, 100),
    trustProxy: env.TRUST_PROXY === 'true',
    shutdownGraceSeconds: numberFrom(env.SHUTDOWN_GRACE_SECONDS, 10),
    pgliteQueue: {
      concurrency: numberFrom(env.PGLITE_CONCURRENCY, 4),
      waiting: numberFrom(env.PGLITE_QUEUE_LIMIT, 400),
    },
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    reportDueDays: wholeDaysFrom(env.REPORT_DUE_DAYS, DEFAULT_REPORT_DUE_DAYS),
  };
}
