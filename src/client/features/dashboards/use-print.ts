import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Printing a dashboard prints every tile, not the skeletons of those never scrolled to: `print()`
 * first makes every tile ask for its figures (`everything`), then opens the browser's print dialog
 * once none is still loading. Ctrl+P also loads them, for the next print.
 */
export function usePrint(): { everything: boolean; print: () => void; preparing: boolean } {
  const [everything, setEverything] = useState(false);
  const [requested, setRequested] = useState(0);
  // Every query, not only figures: a tile's labels (the catalogue's names) must be there too.
  const loading = useIsFetching();
  useEffect(() => {
    const load = () => setEverything(true);
    window.addEventListener('beforeprint', load);
    return () => window.removeEventListener('beforeprint', load);
  }, []);
  useEffect(() => {
    if (!requested || loading > 0) return;
    // One more frame: the tiles enabled by `everything` start their requests after this render.
    const frame = window.setTimeout(() => {
      setRequested(0);
      window.print();
    }, 50);
    return () => window.clearTimeout(frame);
  }, [requested, loading]);
  return {
    everything,
    preparing: requested > 0,
    print: () => {
      setEverything(true);
      setRequested((n) => n + 1);
    },
  };
}
