import type { Migration } from './migration';

/** Facts about the installation itself, such as whether the demo data set was offered on the first start. */
export const appState: Migration = {
  version: '0010-app-state',
  statements: [
    `CREATE TABLE app_state (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`,
  ],
};
