import { createContext, useContext, useEffect, useRef, useState } from 'react';

/** True while the whole dashboard must be there (about to print): every tile asks for its figures. */
export const EverythingInView = createContext(false);

/** Whether this visit has moved by keyboard (a Tab anywhere, on any page before this one too). */
let byKeyboard = false;
if (typeof document !== 'undefined')
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab') byKeyboard = true;
    },
    true,
  );

/**
 * True once the element has come near the viewport (and stays true): a tile asks for its figures
 * only when someone scrolls to it, or when the dashboard is about to print. A person who moves by
 * keyboard (the first Tab) gets every tile at once, so that each chart, its table view and the
 * places are there to Tab to without scrolling first. Without IntersectionObserver (old browsers,
 * tests) it is true at once.
 */
export function useInView<T extends Element>(): [React.RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const everything = useContext(EverythingInView);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined' || byKeyboard);
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && setSeen(true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey, true);
    };
  }, [seen]);
  return [ref, seen || everything];
}
