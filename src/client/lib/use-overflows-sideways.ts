import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as the screen or the
 * content changes, so a table that scrolls sideways can say so instead of hiding columns silently.
 * Give the answer's second part to the element as its `ref` (it may appear later, once data has loaded).
 */
export function useOverflowsSideways() {
  const [element, watch] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [overflows, watch] as const;
}
