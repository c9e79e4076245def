import { ApiError } from '@/client/lib/api-client';
import type { LockedState, PeriodLock } from '@/client/lib/reporting-words';

const LOCKED: readonly string[] = ['submitted', 'approved', 'accepted'];

/**
 * The period a refused save would have changed, when the refusal is `periodLocked` (409): its
 * palika, fiscal year and period, its state, who moved it there and when. Anything else: undefined.
 */
export function periodLockOf(error: unknown): PeriodLock | undefined {
  if (
    !(error instanceof ApiError) ||
    error.status !== 409 ||
    (error.code as string) !== 'periodLocked'
  )
    return undefined;
  const body = error.body as { message?: { details?: unknown }; details?: unknown } | undefined;
  const details = (body?.message?.details ?? body?.details) as Partial<PeriodLock> | undefined;
  if (
    !details ||
    typeof details.palikaId !== 'number' ||
    typeof details.fiscalYear !== 'number' ||
    ![1, 2, 3].includes(details.period as number) ||
    !LOCKED.includes(details.state as string)
  )
    return undefined;
  return {
    palikaId: details.palikaId,
    fiscalYear: details.fiscalYear,
    period: details.period as PeriodLock['period'],
    state: details.state as LockedState,
    movedBy: String(details.movedBy ?? ''),
    movedAt: String(details.movedAt ?? ''),
  };
}
