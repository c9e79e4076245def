import { useEffect, useRef } from 'react';

/**
 * After a move to another page (not a change of its filters or language), focus goes to the new
 * page's main heading, so that a screen reader says where the person has arrived and the next Tab
 * starts from the top of the page, not from a link that is gone. The heading may come later than
 * the route (a page's code or record still loading): it is awaited, until the person acts. The first page of a visit
 * keeps the browser's own start, and a person already working in the new page keeps their place.
 * `before` names the page shown before this router was drawn (the sign-in form, drawn without the
 * app, before the app's first page: src/client/app/entry.tsx).
 */
export function useRouteFocus(
  page: string | undefined,
  container: string | undefined,
  before?: string,
): void {
  const previous = useRef<string | undefined>(before);
  useEffect(() => {
    if (!page || !container) return;
    const moved = previous.current !== undefined && previous.current !== page;
    previous.current = page;
    if (!moved) return;
    const selector = `[data-route="${container}"]`;
    let placed: HTMLElement | undefined;
    const place = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      // A replaced heading takes the focus where it stands: the page does not jump.
      heading.focus({ preventScroll: placed !== undefined });
      placed = heading;
    };
    // Until the person moves on: a heading drawn anew (a loading page's heading replaced by the
    // record's, "Add an activity" by "Edit an activity: …") takes the focus its forerunner had.
    const watch = (): boolean => {
      const heading = document.querySelector<HTMLElement>(`${selector} h1`);
      if (!heading) return true;
      const active = document.activeElement;
      if (!placed) {
        if (active?.closest(selector)) return false;
        place(heading);
        return true;
      }
      if (active === placed && placed.isConnected) return true;
      if (!active || active === document.body) {
        place(heading);
        return true;
      }
      return false;
    };
    if (!watch()) return;
    const observer = new MutationObserver(() => watch() || stop());
    // The person acting (a click on the page's text leaves the focus on <body>, a key) has moved on:
    // the heading no longer takes the focus back.
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(stop, 20_000);
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [page, container]);
}
