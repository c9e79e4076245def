import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import {
  type LockPlaces,
  type LockedState,
  type PeriodLock,
  usePeriodWords,
} from '@/client/lib/reporting-words';
import { useLockPlaces } from '@/client/lib/use-lock-places';
import { hrefFor } from '@/shared/routes';

export interface LockNoticeProps {
  lock: PeriodLock;
  places: LockPlaces;
  /** The element the notice's title is (a form's alert: none, a paragraph). */
  compact?: boolean;
  /** Read out at once (a refused save); not where the reader opens it (a list row's badge). */
  announce?: boolean;
  /** Only the fields the figures read are locked (a person's); the rest stay editable. */
  partial?: boolean;
  /** Its element's id, for a control it explains (a locked form's save) to name it as its description. */
  id?: string;
}

/**
 * The one lock vocabulary: why a record cannot change (its palika's period was submitted,
 * approved or accepted, by whom and when) and the way out (who to ask to return or reopen it),
 * with a link to the period. Read out at once where it answers a refused save.
 */
export function LockNotice({
  lock,
  places,
  compact = false,
  announce = true,
  partial = false,
  id,
}: LockNoticeProps) {
  const words = usePeriodWords();
  const values = {
    palika: places.palika,
    district: places.district,
    province: places.province,
    period: words.period(lock.fiscalYear, lock.period),
    who: lock.movedBy,
    when: words.moment(lock.movedAt),
  };
  const href = hrefFor('reportPeriod', words.locale, {
    palikaId: String(lock.palikaId),
    fiscalYear: String(lock.fiscalYear),
    period: String(lock.period),
  });
  return (
    <div
      id={id}
      role={announce ? 'alert' : undefined}
      data-testid="lock-notice"
      className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {!compact && (
        <p className="font-semibold">
          <span aria-hidden className="mr-1">
            🔒
          </span>
          <FormattedMessage id="reporting.lock.title" />
        </p>
      )}
      <p className={compact ? '' : 'mt-1'}>
        <FormattedMessage id={`reporting.lock.why.${lock.state}`} values={values} />
      </p>
      {partial && (
        <p className="mt-1">
          <FormattedMessage id="reporting.lock.partial" />
        </p>
      )}
      <p className="mt-1">
        <FormattedMessage id={`reporting.lock.way.${lock.state}`} values={values} />{' '}
        <Link href={href} className="inline-block py-0.5 font-semibold underline">
          <FormattedMessage id="reporting.lock.open" />
        </Link>
      </p>
    </div>
  );
}

/** A locked record's mark on a list row: the state it is locked in, read with the row. */
export function LockBadge({ state }: { state: LockedState }) {
  const words = usePeriodWords();
  return (
    <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      <span aria-hidden>🔒</span>
      <FormattedMessage id="reporting.lock.badge" values={{ state: words.state(state) }} />
    </span>
  );
}

/** The lock notice of a refused save: the places it names looked up from the palika's id. */
export function PeriodLockNotice({ lock }: { lock: PeriodLock }) {
  return <LockNotice lock={lock} places={useLockPlaces(lock.palikaId)} />;
}
