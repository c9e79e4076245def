import { initial } from './0001-initial';
import { auditLog } from './0002-audit-log';
import { pwdProfiles } from './0003-pwd-profiles';
import { services } from './0004-services';
import { listIndexes } from './0005-list-indexes';
import { dashboardCells } from './0006-dashboard-cells';
import { placeCells } from './0007-place-cells';
import { unfilteredCells } from './0008-unfiltered-cells';
import { wardCells } from './0009-ward-cells';
import { appState } from './0010-app-state';
import { batches } from './0011-batches';
import { palikaActivities } from './0012-palika-activities';
import { activityTemplates } from './0013-activity-templates';
import { activityValues } from './0014-activity-values';
import { programmeCells } from './0015-programme-cells';
import { healthFacilities } from './0016-health-facilities';
import { fchvs } from './0017-fchvs';
import { wardProfiles } from './0018-ward-profiles';
import { schools } from './0019-schools';
import { palikaProfiles } from './0020-palika-profiles';
import { personLinks } from './0021-person-links';
import { providerAndVenueLinks } from './0022-provider-and-venue-links';
import { targets } from './0023-targets';
import { serviceQuantityCells } from './0024-service-quantity-cells';
import { achievementIndexes } from './0025-achievement-indexes';
import { signInLocks } from './0026-sign-in-locks';
import { categoryInUse } from './0027-category-in-use';
import { serviceListCells } from './0028-service-list-cells';
import { schoolSmcChairPhone } from './0029-school-smc-chair-phone';
import { reportPeriods } from './0030-report-periods';
import { targetRegistrations } from './0031-target-registrations';
import { duplicatePairs } from './0032-duplicate-pairs';
import { reportMoveComments } from './0033-report-move-comments';
import type { Migration } from './migration';

/** Every migration, in order. Never edit one that has shipped: add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  auditLog,
  pwdProfiles,
  services,
  listIndexes,
  dashboardCells,
  placeCells,
  unfilteredCells,
  wardCells,
  appState,
  batches,
  palikaActivities,
  activityTemplates,
  activityValues,
  programmeCells,
  healthFacilities,
  fchvs,
  wardProfiles,
  schools,
  palikaProfiles,
  personLinks,
  providerAndVenueLinks,
  targets,
  serviceQuantityCells,
  achievementIndexes,
  signInLocks,
  categoryInUse,
  serviceListCells,
  schoolSmcChairPhone,
  reportPeriods,
  targetRegistrations,
  duplicatePairs,
  reportMoveComments,
];
