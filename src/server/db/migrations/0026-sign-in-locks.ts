import type { Migration } from './migration';

/**
 * Sign-in locks by name and address (issue 20 §4, decision 0031): counted from the sign-in log,
 * through an index on the name and address of failed and successful sign-ins. The account's own
 * counters go: they locked an account from everywhere, and only a name that exists.
 */
export const signInLocks: Migration = {
  version: '0026-sign-in-locks',
  statements: [
    `CREATE INDEX auth_events_name_ip ON auth_events (lower(username), ip, at)
      WHERE event IN ('login.failed', 'login.success')`,
    `ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN failed_window_started_at,
      DROP COLUMN locked_until`,
  ],
};
