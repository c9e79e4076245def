import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** True while the whole dashboard must be there (about to print): every tile asks for its figures. */
export const EverythingInView = createContext(false);

/** Whether this visit has moved by keyboard (a Tab anywhere, on this page or one before). */
let byKeyboard = false;
const listeners = new Set<() => void>();
if (typeof document !== 'undefined')
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' || byKeyboard) return;
      byKeyboard = true;
      listeners.forEach((listener) => listener());
    },
    true,
  );
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useKeyboardUsed = () =>
  useSyncExternalStore(
    subscribe,
    () => byKeyboard,
    () => false,
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
  const keyboard = useKeyboardUsed();
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || keyboard || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, keyboard]);
  return [ref, seen || keyboard || everything];
}
