import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import { inboxQuery } from '../api/reporting-queries';

/** The header's inbox: its count on every page, read with its name ("Inbox, 3 waiting"). */
export function InboxLink() {
  const intl = useIntl();
  const locale = useLocale();
  const count = useQuery(inboxQuery()).data?.count ?? 0;
  return (
    <Link
      href={pathFor('inbox', locale)}
      data-testid="inbox-link"
      aria-label={intl.formatMessage({ id: 'inbox.link' }, { count })}
      className="inline-flex min-h-6 items-center gap-1 py-1 text-sm underline"
    >
      {intl.formatMessage({ id: 'page.inbox' })}
      {count > 0 && (
        <span aria-hidden className="rounded-full bg-white px-2 text-xs font-bold text-primary">
          {intl.formatNumber(count)}
        </span>
      )}
    </Link>
  );
}
