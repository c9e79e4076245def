import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/records/record-operations';
import { TARGET_RECORDS } from '@/shared/record-kinds';
import { approveTarget, reviseTarget } from './target-approval';
import { targetKind } from './target-kind';
import { copyTargetYear } from './target-year-copy';

export const targetHandlers = {
  ...recordHandlers(targetKind, TARGET_RECORDS.ids),
  approveTarget: ({ db, tenant, params, body }) => approveTarget(db, tenant, params.id, body),
  reviseTarget: ({ db, tenant, params, body }) => reviseTarget(db, tenant, params.id, body),
  copyTargetYear: ({ db, tenant, body }) => copyTargetYear(db, tenant, body),
} satisfies Partial<Handlers>;
