import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '@/shared/routes';
import { isBot } from '@/shared/bots';
import { useLocale } from '../../../lib/use-locale';

/** Page Not Found, with the path that was asked for (the server answered it with 404). */
export default function NotFoundPage({ path }: { path: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage({ id: 'error.notFound.title' });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);
  if (isBot(navigator.userAgent)) return null;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-16">
      <p className="text-5xl font-bold text-primary">{intl.formatNumber(404, { useGrouping: false })}</p>
      <h1 className="text-2xl font-semibold text-secondary">{title}</h1>
      <p className="text-gray-800">
        <FormattedMessage id="error.notFound.message" values={{ path: <code className="rounded bg-gray-100 px-1 font-mono">{path}</code> }} />
      </p>
      <Link href={pathFor('signIn', locale)} className="font-semibold text-primary underline">
        <FormattedMessage id="error.notFound.home" />
      </Link>
    </main>
  );
}
