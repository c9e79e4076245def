import { useEffect, useRef } from 'react';

/**
 * After a move to another page (not a change of its filters or language), focus goes to the new
 * page's main heading, so that a screen reader says where the person has arrived and the next Tab
 * starts from the top of the page, not from a link that is gone. The heading may come later than
 * the route (a page's code or record still loading): it is awaited. The first page of a visit
 * keeps the browser's own start, and a person already working in the new page keeps their place.
 */
export function useRouteFocus(page: string | undefined, container: string | undefined): void {
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!page || !container) return;
    const moved = previous.current !== undefined && previous.current !== page;
    previous.current = page;
    if (!moved) return;
    const selector = `[data-route="${container}"]`;
    const arrive = (): boolean => {
      const heading = document.querySelector<HTMLElement>(`${selector} h1`);
      if (!heading) return false;
      if (!document.activeElement?.closest(selector)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (arrive()) return;
    const observer = new MutationObserver(() => arrive() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), 20_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [page, container]);
}
