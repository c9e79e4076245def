/**
 * The windows open over the page, the last on top. While one is open everything else on the page
 * is `inert` (not focusable, not clickable, hidden from a screen reader), so that a focus lost
 * inside the window cannot walk the page behind the overlay; a window opened over another makes
 * that one inert in turn. The `inert` attribute is the browser's own (decision 0037).
 */
const stack: HTMLElement[] = [];
/** The elements this module made inert, so that an `inert` set by anyone else is never undone. */
const madeInert = new Set<Element>();

function applyInert(): void {
  const top = stack[stack.length - 1];
  const wanted = new Set<Element>();
  if (top) for (const child of document.body.children) if (child !== top) wanted.add(child);
  for (const element of madeInert)
    if (!wanted.has(element)) {
      element.removeAttribute('inert');
      madeInert.delete(element);
    }
  for (const element of wanted)
    if (!element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      madeInert.add(element);
    }
}

/** Puts a window's layer on top; returns how to take it off again. */
export function pushModalLayer(layer: HTMLElement): () => void {
  stack.push(layer);
  applyInert();
  return () => {
    const at = stack.indexOf(layer);
    if (at >= 0) stack.splice(at, 1);
    applyInert();
  };
}

/** Whether the layer is the window on top, the one that takes the keys. */
export function isTopModalLayer(layer: HTMLElement): boolean {
  return stack[stack.length - 1] === layer;
}

/** What finds a control again when the list it stood in was drawn anew while a window was open. */
interface Counterpart {
  element: HTMLElement;
  tag: string;
  id: string;
  label: string | null;
  text: string;
  /** Its place among the page's elements of its kind (rows' controls may share a name). */
  position: number;
}

const positionOf = (element: Element) =>
  [...document.getElementsByTagName(element.tagName)].indexOf(element);

/**
 * The control focused last. A list may be drawn anew by the very click that opens a window (its
 * rows' controls made again), which drops the focus before the window opens: the control that had
 * it is still known here, and its counterpart found.
 */
let lastFocused: { element: Element; position: number } | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      const element = event.target as Element;
      lastFocused = { element, position: positionOf(element) };
    },
    true,
  );

/** The control that opens a window now: the focused one, or the one whose focus was just lost. */
export function describeOpener(): Counterpart | undefined {
  const active = document.activeElement;
  const focused = active && active !== document.body;
  const element = focused ? active : lastFocused?.element;
  if (!(element instanceof HTMLElement) || element === document.body) return undefined;
  return {
    element,
    tag: element.tagName,
    id: element.id,
    label: element.getAttribute('aria-label'),
    text: element.textContent?.trim() ?? '',
    position: focused ? positionOf(element) : (lastFocused?.position ?? -1),
  };
}

/**
 * The control that opened a window, to give the focus back to: itself, or, when its row was drawn
 * anew meanwhile, the control of the same kind, name and text that took its place.
 */
export function openerNow(opener: Counterpart | undefined): HTMLElement | undefined {
  if (!opener) return undefined;
  if (opener.element.isConnected) return opener.element;
  if (opener.id) {
    const byId = document.getElementById(opener.id);
    if (byId) return byId;
  }
  const same = [...document.querySelectorAll<HTMLElement>(opener.tag)].filter(
    (candidate) =>
      candidate.getAttribute('aria-label') === opener.label &&
      (candidate.textContent?.trim() ?? '') === opener.text,
  );
  // Of several alike (rows of the same day and service), the one standing where the opener stood.
  const distance = (candidate: HTMLElement) => Math.abs(positionOf(candidate) - opener.position);
  return same.sort((a, b) => distance(a) - distance(b))[0];
}
