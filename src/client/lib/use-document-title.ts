import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets document.title to `<title> · <app name>` in the page's language. */
export function useDocumentTitle(title: string | undefined): void {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    if (title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
