import type { Handlers } from '@/server/plugins/operations';
import { recordHandlers } from '@/server/records/record-operations';
import {
  FCHV_RECORDS,
  HEALTH_FACILITY_RECORDS,
  PALIKA_PROFILE_RECORDS,
  SCHOOL_RECORDS,
  WARD_PROFILE_RECORDS,
} from '@/shared/record-kinds';
import { facilityKind } from './facility-kind';
import { fchvKind } from './fchv-kind';
import { palikaProfileKind } from './palika-profile-kind';
import { palikaStanding } from './palika-standing';
import { schoolKind } from './school-kind';
import { wardKind } from './ward-kind';

export const palikaHandlers = {
  ...recordHandlers(facilityKind, HEALTH_FACILITY_RECORDS.ids),
  ...recordHandlers(fchvKind, FCHV_RECORDS.ids),
  ...recordHandlers(wardKind, WARD_PROFILE_RECORDS.ids),
  ...recordHandlers(schoolKind, SCHOOL_RECORDS.ids),
  ...recordHandlers(palikaProfileKind, PALIKA_PROFILE_RECORDS.ids),
  palikaStanding: ({ db, tenant, query }) => palikaStanding(db, tenant, query),
} satisfies Partial<Handlers>;
