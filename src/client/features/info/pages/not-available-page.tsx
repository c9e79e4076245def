import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import type { PageProps } from '../../../app/pages';

/** A page whose feature has not shipped yet: its title and an honest notice, never made-up data. */
export default function NotAvailablePage({ headingKey }: PageProps) {
  return (
    <>
      <PageHeader title={<FormattedMessage id={headingKey} />} />
      <EmptyState title={<FormattedMessage id="notAvailable.title" />} message={<FormattedMessage id="notAvailable.message" />} />
    </>
  );
}
