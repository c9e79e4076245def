import { FormattedMessage } from 'react-intl';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { Alert } from './alert';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';

/** A page whose record is on its way: its heading, and lines where the content will stand. */
export function PageLoading({ title, lines = 8 }: { title: string; lines?: number }) {
  return (
    <>
      <PageHeader title={title} />
      <LoadingState lines={lines} />
    </>
  );
}

/** A page whose record could not be read: its heading, and why in the reader's language. */
export function PageFailure({ title, error }: { title: string; error: unknown }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="error">
        <FormattedMessage id={apiErrorMessageId(error)} />
      </Alert>
    </>
  );
}
