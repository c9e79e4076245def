import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { isBot } from '@/shared/bots';
import type { ReactNode } from 'react';

export interface ErrorPageProps {
  /** Message id of the title; Internal Server Error by default. */
  titleKey?: string;
  status?: number;
  detail?: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
}

/** The page shown when something fails; crawlers get nothing but the status. */
export function ErrorPage({
  titleKey = 'error.internal.title',
  status = 500,
  detail,
  onRetry,
  action,
}: ErrorPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleKey });
  useDocumentTitle(title);
  if (isBot(navigator.userAgent)) return null;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-16">
      <p className="text-5xl font-bold text-primary">
        {intl.formatNumber(status, { useGrouping: false })}
      </p>
      <h1 className="text-2xl font-semibold text-secondary">{title}</h1>
      <p className="text-gray-800">{detail ?? <FormattedMessage id="error.internal.message" />}</p>
      {onRetry && (
        <Button onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      )}
      {action}
    </main>
  );
}
