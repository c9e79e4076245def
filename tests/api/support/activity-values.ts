import { randomUUID } from 'node:crypto';

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
export function valueUpdateOf(
  value: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) {
  const omitted = new Set([
    '_id',
    'fiscalYear',
    'trimester',
    'activity',
    'palika',
    'createdAt',
    'createdBy',
    'updatedAt',
    'updatedBy',
    'deletedAt',
    'deleteReason',
  ]);
  return {
    ...Object.fromEntries(Object.entries(value).filter(([key]) => !omitted.has(key))),
    ...changes,
  };
}
