import { randomUUID } from 'node:crypto';
import { updateBodyOf } from './update-body';

/** A sound recorded value for an activity of 2083/84, on a day of its first four months. */
export function validValue(
  palikaId: number,
  activityId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    _id: randomUUID(),
    palikaId,
    activityId,
    recordDate: '2026-09-15',
    achievedOutput: 2,
    expenditureNpr: 25_000,
    participantsMale: 4,
    participantsFemale: 6,
    participantsOther: 0,
    wardNo: 3,
    attributes: {},
    notes: null,
    ...extra,
  };
}

/** What an update sends: the value as read, without what the server works out, at its version. */
export const valueUpdateOf = (
  value: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => updateBodyOf(value, ['fiscalYear', 'trimester', 'activity', 'palika'], changes);
