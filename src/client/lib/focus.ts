import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus to what shows an action's result, when the control that did it goes away (a
 * chosen person's card, a "saved" notice, where a drill-down arrived): a screen reader reads it and
 * the next Tab starts from there, not from the top of the page. A container marked
 * `data-focus-field` gives the focus to its first input (a search box the person goes back to).
 */
export function focusResult(target: Element | null | undefined): void {
  if (!(target instanceof HTMLElement)) return;
  const field = target.matches('[data-focus-field]') ? target.querySelector('input') : null;
  if (field) return field.focus();
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus();
}

/** Focuses the element after `key` changes (not on the first render), once React has drawn it. */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: unknown, when = true) {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    if (when) focusResult(ref.current);
  }, [ref, key, when]);
}
