import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '../../../components/loading-state';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useUserAudit } from '../api/user-audit';

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Who changed this account, when, through which group, and each field before and after. */
export function AuditHistory({ userId }: { userId: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, isLoading } = useUserAudit(userId);
  if (isLoading) return <LoadingState lines={3} />;
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="audit-heading" className="mt-6">
      <h3 id="audit-heading" className="mb-2 font-semibold text-secondary"><FormattedMessage id="users.history" /></h3>
      {items.length === 0 && <p className="text-sm text-gray-700"><FormattedMessage id="users.history.none" /></p>}
      <ol className="flex flex-col gap-3 text-sm">
        {items.map((entry) => (
          <li key={entry.id} className="rounded border border-gray-200 p-3">
            <p className="font-medium">
              {intl.formatMessage({ id: `audit.${entry.action}` })} · {entry.actor ?? '—'}
              {entry.viaGroup && ` (${intl.formatMessage({ id: 'user.viaGroup' }, { group: entry.viaGroup })})`} · {formatDateTime(entry.at, locale)}
            </p>
            {entry.after && Object.keys(entry.after).length > 0 && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-gray-800">
                {Object.keys(entry.after).map((key) => (
                  <div key={key} className="contents">
                    <dt className="font-mono text-gray-600">{key}</dt>
                    <dd>{show(entry.before?.[key])} → {show(entry.after?.[key])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
