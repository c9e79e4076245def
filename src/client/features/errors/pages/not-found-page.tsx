import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import { ErrorPage } from './error-page';

/** Page Not Found, with the path that was asked for (the server answered it with 404). */
export default function NotFoundPage({ path }: { path: string }) {
  const locale = useLocale();
  return (
    <ErrorPage
      titleKey="error.notFound.title"
      status={404}
      detail={
        <FormattedMessage
          id="error.notFound.message"
          values={{ path: <code className="rounded bg-gray-100 px-1 font-mono">{path}</code> }}
        />
      }
      action={
        <Link href={pathFor('signIn', locale)} className="font-semibold text-primary underline">
          <FormattedMessage id="error.notFound.home" />
        </Link>
      }
    />
  );
}
