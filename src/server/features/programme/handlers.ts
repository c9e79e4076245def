import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/plugins/record-operations';
import { BATCH_RECORDS } from '@/shared/record-kinds';
import { batchKind } from './batch-kind';

export const programmeHandlers = {
  ...recordHandlers(batchKind, BATCH_RECORDS.ids),
} satisfies Partial<Handlers>;
