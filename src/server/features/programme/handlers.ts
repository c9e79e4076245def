import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/records/record-operations';
import { ACTIVITY_RECORDS, ACTIVITY_VALUE_RECORDS, BATCH_RECORDS } from '@/shared/record-kinds';
import { activityKind } from './activity-kind';
import { copyActivityYear } from './activity-year-copy';
import { batchKind } from './batch-kind';
import { valueKind } from './value-kind';
import { valueTotals } from './value-totals';

export const programmeHandlers = {
  ...recordHandlers(batchKind, BATCH_RECORDS.ids),
  ...recordHandlers(activityKind, ACTIVITY_RECORDS.ids),
  ...recordHandlers(valueKind, ACTIVITY_VALUE_RECORDS.ids, { listExtras: valueTotals }),
  copyActivityYear: ({ db, tenant, body }) => copyActivityYear(db, tenant, body),
} satisfies Partial<Handlers>;
