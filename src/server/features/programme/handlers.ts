import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/plugins/record-operations';
import { ACTIVITY_RECORDS, BATCH_RECORDS } from '@/shared/record-kinds';
import { activityKind } from './activity-kind';
import { copyActivityYear } from './activity-year-copy';
import { batchKind } from './batch-kind';

export const programmeHandlers = {
  ...recordHandlers(batchKind, BATCH_RECORDS.ids),
  ...recordHandlers(activityKind, ACTIVITY_RECORDS.ids),
  copyActivityYear: ({ db, tenant, body }) => copyActivityYear(db, tenant, body),
} satisfies Partial<Handlers>;
