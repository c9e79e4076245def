import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { RequestFailure } from '@/client/components/request-failure';
import type { PageProps } from '@/client/lib/page-props';
import { inboxQuery } from '../api/reporting-queries';
import { InboxList } from '../components/inbox-list';

/** `/inbox`: what waits for the reader (submissions, returns, due periods, target proposals). */
export default function InboxPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const inbox = useQuery(inboxQuery());
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: headingKey })}
        description={intl.formatMessage({ id: 'inbox.description' })}
      />
      {inbox.error ? (
        <RequestFailure error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data ? (
        <InboxList inbox={inbox.data} />
      ) : (
        <LoadingState lines={4} />
      )}
    </>
  );
}
