import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import { PageHeader } from '@/client/components/page-header';
import type { PageProps } from '@/client/lib/page-props';

/** A page whose feature has not shipped yet: its title and an honest notice, never made-up data. */
export default function NotAvailablePage({ headingKey }: PageProps) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={headingKey} />} />
      <EmptyState
        title={<FormattedMessage id="notAvailable.title" />}
        message={<FormattedMessage id="notAvailable.message" />}
      />
    </>
  );
}
