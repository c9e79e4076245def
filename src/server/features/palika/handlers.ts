import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/plugins/record-operations';
import { HEALTH_FACILITY_RECORDS } from '@/shared/record-kinds';
import { facilityKind } from './facility-kind';

export const palikaHandlers = {
  ...recordHandlers(facilityKind, HEALTH_FACILITY_RECORDS.ids),
} satisfies Partial<Handlers>;
