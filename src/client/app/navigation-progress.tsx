import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** The Suspense fallback of a page: a progress bar, shown only when the page takes longer than 100 ms. */
export function NavigationProgress() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), 100);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
