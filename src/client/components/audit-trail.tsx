import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { LoadingState } from './loading-state';
import { RequestFailure } from './request-failure';

export interface AuditTrailProps {
  entries: Schemas['AuditEntry'][] | undefined;
  loading?: boolean;
  /** Why the history could not be read: said instead of "no change recorded". */
  error?: unknown;
  onRetry?: () => unknown;
  /** The name of a changed field in the reader's language; the field's key when omitted. */
  fieldLabel?: (key: string) => string;
  /** How a value is shown (an enumeration translated, a date in BS); plain text when omitted. */
  valueText?: (key: string, value: unknown) => string;
  /** Actions listed without their fields (a creation that would repeat the whole record). */
  briefActions?: string[];
}

const plain = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Who changed a record, when, through which group, and each field before and after. */
export function AuditTrail({
  entries,
  loading,
  error,
  onRetry,
  fieldLabel = (key) => key,
  valueText = (_, value) => plain(value),
  briefActions = [],
}: AuditTrailProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (loading) return <LoadingState lines={3} />;
  if (error && !entries) return <RequestFailure error={error} onRetry={onRetry} />;
  const items = entries ?? [];
  const show = (key: string, value: unknown) =>
    value === null || value === undefined || value === '' ? '—' : valueText(key, value);
  return (
    <section aria-labelledby="audit-heading" className="mt-6">
      <h3 id="audit-heading" className="mb-2 font-semibold text-secondary">
        <FormattedMessage id="users.history" />
      </h3>
      {items.length === 0 && (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="users.history.none" />
        </p>
      )}
      <ol className="flex flex-col gap-3 text-sm">
        {items.map((entry) => {
          const keys = Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) });
          return (
            <li key={entry.id} className="rounded border border-gray-200 p-3">
              <p className="font-medium">
                {intl.formatMessage({ id: `audit.${entry.action}` })} · {entry.actor ?? '—'}
                {entry.viaGroup &&
                  ` (${intl.formatMessage({ id: 'user.viaGroup' }, { group: entry.viaGroup })})`}{' '}
                · {formatDateTime(entry.at, locale)}
              </p>
              {!briefActions.includes(entry.action) && keys.length > 0 && (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-gray-800">
                  {keys.map((key) => (
                    <div key={key} className="contents">
                      <dt className="text-gray-700">{fieldLabel(key)}</dt>
                      <dd>
                        {show(key, entry.before?.[key])} → {show(key, entry.after?.[key])}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
