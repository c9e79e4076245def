import { createContext, useContext, useEffect, useRef, useState } from 'react';

/** True while the whole dashboard must be there (about to print): every tile asks for its figures. */
export const EverythingInView = createContext(false);

/**
 * True once the element has come near the viewport (and stays true): a tile asks for its figures
 * only when someone scrolls to it, or when the dashboard is about to print. Without
 * IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useInView<T extends Element>(): [React.RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const everything = useContext(EverythingInView);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen || everything];
}
