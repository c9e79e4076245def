import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import { inboxQuery } from '../api/reporting-queries';

/**
 * The header's inbox: its count on every page. Its name is what it shows ("Inbox 3") and a word
 * only a screen reader reads ("waiting"), so a voice user says what they see (WCAG 2.5.3).
 */
export function InboxLink() {
  const intl = useIntl();
  const locale = useLocale();
  const count = useQuery(inboxQuery()).data?.count ?? 0;
  return (
    <Link
      href={pathFor('inbox', locale)}
      data-testid="inbox-link"
      className="inline-flex min-h-6 items-center gap-1 py-1 text-sm underline"
    >
      {intl.formatMessage({ id: 'page.inbox' })}
      {count > 0 && (
        <>
          {' '}
          <span className="rounded-full bg-white px-2 text-xs font-bold text-primary">
            {intl.formatNumber(count)}
          </span>
          <span className="sr-only"> {intl.formatMessage({ id: 'inbox.waiting' })}</span>
        </>
      )}
    </Link>
  );
}
