import { FormattedMessage } from 'react-intl';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

export interface RequestFailureProps {
  /** Why the request failed, as the API client threw it. */
  error: unknown;
  /** Asks again; no button when omitted. */
  onRetry?: () => unknown;
}

/**
 * What stands instead of a list or a panel whose request failed (offline, not allowed…): why, in
 * the reader's language, and "try again". Never an empty state for a request that did not answer.
 */
export function RequestFailure({ error, onRetry }: RequestFailureProps) {
  return (
    <div className="mb-3">
      <Alert tone="error">
        <p>
          <FormattedMessage id={apiErrorMessageId(error)} />
        </p>
        {onRetry && (
          <div className="mt-2">
            <Button variant="secondary" onClick={() => void onRetry()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </div>
        )}
      </Alert>
    </div>
  );
}
