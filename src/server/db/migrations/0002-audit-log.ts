import type { Migration } from './migration';

export const auditLog: Migration = {
  version: '0002-audit-log',
  statements: [
    `CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      via_group_id uuid REFERENCES users(id) ON DELETE SET NULL,
      entity text NOT NULL,
      entity_id text NOT NULL,
      action text NOT NULL,
      before jsonb,
      after jsonb)`,
    `CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at)`,
  ],
};
