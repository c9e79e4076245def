import { FormattedMessage, useIntl } from 'react-intl';
import { LockBadge, LockNotice } from '@/client/components/lock-notice';
import type { PeriodLock, PeriodNumber } from '@/client/lib/reporting-words';
import { useLockPlaces } from '@/client/lib/use-lock-places';
import type { Schemas } from '@/shared/api/types';
import type { ColumnDef } from '@tanstack/react-table';

/** The locked period a listed record counts in, as the list answers it (issue 39 §2). */
export type RowLock = Schemas['RowLock'];
/** A listed record of a kind that counts in periods: `periodLock` while one of them is locked. */
export type Lockable = { periodLock?: RowLock };

/** A row's lock as the lock vocabulary reads it. */
export const periodLockOfRow = (lock: RowLock): PeriodLock => ({
  ...lock,
  period: lock.period as PeriodNumber,
});

/**
 * A locked row's mark: the state it is locked in (the one lock vocabulary's badge), which opens
 * why (who moved the period there and when) and the way out (who to ask to return or reopen it).
 */
export function RowLockBadge({ lock }: { lock: RowLock }) {
  return (
    <details data-testid="row-lock" className="max-w-xs">
      <summary className="min-h-6 cursor-pointer rounded outline-offset-2">
        <LockBadge state={lock.state} />
        <span className="sr-only">
          {' '}
          <FormattedMessage id="reporting.lock.badgeHint" />
        </span>
      </summary>
      <div className="mt-1">
        <RowLockNotice lock={lock} compact />
      </div>
    </details>
  );
}

/**
 * Why a record the reader has before them is locked and the way out, as its row's badge opens it
 * and its edit form says it at its top: not read out as an alert (nothing was refused), and for a
 * person which fields stay editable.
 */
export function RowLockNotice({
  lock,
  compact = false,
  id,
}: {
  lock: RowLock;
  compact?: boolean;
  id?: string;
}) {
  const places = useLockPlaces(lock.palikaId);
  return (
    <LockNotice
      id={id}
      lock={periodLockOfRow(lock)}
      places={places}
      compact={compact}
      announce={false}
      partial={lock.partial}
    />
  );
}

/**
 * A list's columns with the lock's column first after the record's own first one, when a row of
 * the page is locked (a page of open records shows no empty column): one way for every kind.
 */
export function useLockColumn<Row extends Lockable>(
  columns: ColumnDef<Row, unknown>[],
  rows: readonly Row[],
): ColumnDef<Row, unknown>[] {
  const intl = useIntl();
  if (!rows.some((row) => row.periodLock)) return columns;
  const lock: ColumnDef<Row, unknown> = {
    id: 'periodLock',
    header: intl.formatMessage({ id: 'reporting.lock.column' }),
    cell: ({ row }) =>
      row.original.periodLock ? <RowLockBadge lock={row.original.periodLock} /> : null,
  };
  return [...columns.slice(0, 1), lock, ...columns.slice(1)];
}

/**
 * Whether a row's record may not be edited or deleted now: every field of it counts in a locked
 * period (a person's lock is partial: their other fields stay editable).
 */
export const isRowLocked = (row: Lockable) => Boolean(row.periodLock && !row.periodLock.partial);

/** An action's name on a locked row: what it would do, and that the period's lock stops it. */
export function useLockedLabel() {
  const intl = useIntl();
  return (action: string) => intl.formatMessage({ id: 'reporting.lock.action' }, { action });
}
