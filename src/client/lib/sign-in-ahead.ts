/**
 * What the sign-in form drawn in the page's HTML hands to the app's first script
 * (docs/decisions/0055-the-sign-in-form-in-the-html.md): what was typed, where the focus was, and
 * the sign-in request its small script (src/client/early-sign-in.ts) sent before the app came.
 */
export interface EarlySignIn {
  /** "Sign in" was pressed: the app shows what is missing at once. */
  attempted: boolean;
  /** The sign-in request on its way, sent with the fields as they were then. */
  answer?: Promise<Response>;
}

export interface SignInAhead {
  values: { username: string; password: string };
  attempted: boolean;
  answer?: Promise<Response>;
  /** The control that had the focus (an input by id, or the button), and an input's selection. */
  focus?: { id?: string; button?: true; start: number | null; end: number | null };
}

let drawn: HTMLFormElement | undefined;

/**
 * Finds the form drawn in the HTML before the app's root replaces it; answers whether there is one
 * (not on any other page, nor for a signed-in visitor). The root's first drawing must then be
 * synchronous (main.tsx), so that nothing typed between reading the form and replacing it is lost.
 */
export function findSignInDrawnAhead(doc: Document = document): boolean {
  drawn = doc.querySelector<HTMLFormElement>('form[data-drawn-ahead]') ?? undefined;
  return drawn !== undefined;
}

/** The drawn form's state as it is now, read by the sign-in page as it first draws. */
export function signInDrawnAhead(): SignInAhead | undefined {
  const form = drawn;
  if (!form?.isConnected) return undefined;
  const value = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const early = (window as { cbrEarlySignIn?: EarlySignIn }).cbrEarlySignIn;
  const focused = form.ownerDocument.activeElement;
  const inForm = focused !== null && form.contains(focused);
  return {
    values: { username: value('username'), password: value('password') },
    attempted: early?.attempted ?? false,
    answer: early?.answer,
    focus:
      inForm && focused instanceof HTMLInputElement
        ? { id: focused.id, start: focused.selectionStart, end: focused.selectionEnd }
        : inForm && focused instanceof HTMLButtonElement
          ? { button: true, start: null, end: null }
          : undefined,
  };
}

/** After the sign-in page has taken it: a later visit to the form starts empty. */
export function forgetSignInDrawnAhead(): void {
  drawn = undefined;
  delete (window as { cbrEarlySignIn?: EarlySignIn }).cbrEarlySignIn;
}
