/**
 * The sign-in form drawn in the page's HTML (scripts/prerender-sign-in.ts) works with this small
 * script alone, before the app's first script has come (docs/decisions/0055-the-sign-in-form-in-the-html.md):
 * it enables the form's button and, on a press with both fields filled, sends the sign-in request
 * itself. The app's first script, when it comes, takes what was typed, where the focus was and the
 * request on its way (src/client/lib/sign-in-ahead.ts), and goes on as if its own form had sent it.
 * It imports nothing: the build writes its minified text inline into the drawn pages, after the
 * form, so that it runs as the HTML is read (scripts/prerender-sign-in.ts).
 */
import type { EarlySignIn } from './lib/sign-in-ahead';

/** The performance mark set when the drawn form's button is enabled. */
const USABLE_MARK = 'cbr:sign-in-usable';

const form = document.querySelector<HTMLFormElement>('form[data-drawn-ahead]');
const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
const field = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);

if (form && button) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const handover: { cbrEarlySignIn?: EarlySignIn } = window as never;
    if (handover.cbrEarlySignIn?.answer) return;
    const username = field('username')?.value.trim() ?? '';
    const password = field('password')?.value ?? '';
    if (!username || !password) {
      // The app names what is missing when it comes; meanwhile the focus goes to the first empty field.
      handover.cbrEarlySignIn = { attempted: true };
      field(username ? 'password' : 'username')?.focus();
      return;
    }
    button.setAttribute('aria-disabled', 'true');
    const answer = fetch(`${import.meta.env.VITE_API_HOST ?? ''}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    // The app reads the answer (or the failure) when it comes; until then it is not "unhandled".
    answer.catch(() => undefined);
    handover.cbrEarlySignIn = { attempted: true, answer };
  });
  button.disabled = false;
  // When the form began to answer a press, for bench:slow-line (a mark costs nothing).
  performance.mark(USABLE_MARK);
}
