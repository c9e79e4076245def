import { randomUUID } from 'node:crypto';
import { updateBodyOf } from './update-body';

/** A sound activity of fiscal year 2083/84 (2026-07-17 to 2027-07-16) for a palika. */
export function validActivity(palikaId: number, extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    palikaId,
    fiscalYear: 2083,
    parentId: null,
    code: `A${Math.floor(Math.random() * 1e8)}`,
    nameNe: 'अपाङ्गता पहिचान तथा परिचयपत्र शिविर',
    nameEn: 'Disability identification and ID card camp',
    unit: 'day',
    plannedStart: '2026-09-01',
    plannedEnd: '2026-11-30',
    budgetNpr: 100_000,
    plannedOutputT1: 2,
    plannedOutputT2: 1,
    status: 'planned',
    ...extra,
  };
}

/** What an update sends: the activity as read, without what the server works out, at its version. */
export const activityUpdateOf = (
  activity: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) =>
  updateBodyOf(
    activity,
    ['level', 'batchId', 'childBudget', 'overBudget', 'category', 'venue', 'palika'],
    changes,
  );
