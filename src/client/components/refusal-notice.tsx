import { FormattedMessage } from 'react-intl';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { periodLockOf } from '@/client/lib/records/period-lock';
import { Alert } from './alert';
import { PeriodLockNotice } from './lock-notice';

/**
 * Why a save was refused, above a form: a period locked by its report (`periodLocked`) says why
 * and who can unlock it (the lock vocabulary); any other refusal its message in the reader's language.
 */
export function RefusalNotice({ error }: { error: unknown }) {
  if (error === undefined || error === null) return null;
  const lock = periodLockOf(error);
  if (lock) return <PeriodLockNotice lock={lock} />;
  return (
    <Alert tone="error">
      <FormattedMessage id={apiErrorMessageId(error)} />
    </Alert>
  );
}
