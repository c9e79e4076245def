import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSignInDrawnAhead } from '@/client/lib/sign-in-ahead';
import SignInPage from './sign-in-page';
import { renderAt } from '../../../../../tests/support/render-app';
import { PALIKA_USER } from '../../../../../tests/support/session-user';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(response: () => Response) {
  vi.stubGlobal('fetch', async () => response());
}

async function submit(username: string, password: string, locale: 'en' | 'np' = 'en') {
  fireEvent.change(screen.getByLabelText(locale === 'np' ? 'प्रयोगकर्ता नाम' : 'Username'), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(locale === 'np' ? 'पासवर्ड' : 'Password'), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: locale === 'np' ? 'लगइन' : 'Sign in' }));
}

/** The page's root as the HTML drew the sign-in form (scripts/prerender-sign-in.ts), on the page. */
function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form data-drawn-ahead><input id="username" name="username">
    <input id="password" name="password" type="password"><button type="submit" disabled>Sign in</button></form>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in page', () => {
  it('names each empty field in the language of the page, without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt(<SignInPage />, '/np');
    fireEvent.click(screen.getByRole('button', { name: 'लगइन' }));
    expect(await screen.findAllByText('यो विवरण अनिवार्य छ।')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    [
      401,
      'auth.invalidCredentials',
      'The username or password is wrong. Check them and try again.',
    ],
    [
      423,
      'auth.locked',
      'Too many wrong passwords: this account is locked for 15 minutes. Try again later.',
    ],
    [
      429,
      'auth.slowedDown',
      'Many wrong passwords were tried for this name lately. Wait a minute and try again; on a computer you have signed in from before, your password works at once.',
    ],
  ])('tells the person what happened when the server answers %i', async (status, code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => json(status, { statusCode: status, message: { reason: 'x', code } }));
    renderAt(<SignInPage />);
    await submit('palika', 'whatever-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('says the server cannot be reached, and logs the rethrown error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<SignInPage />, '/np');
    await submit('palika', 'whatever-1', 'np');
    expect(await screen.findByRole('alert')).toHaveTextContent('सर्भरसँग सम्पर्क हुन सकेन।');
    expect(logged).toHaveBeenCalledWith('Error logging user in', expect.anything());
  });

  it('stores the session and goes to the dashboard in the current language', async () => {
    const user = PALIKA_USER;
    answer(() => json(200, { checkUser: user, token: 'tok' }));
    const { history } = renderAt(<SignInPage />, '/np');
    await submit('palika', 'Demo@2083', 'np');
    await waitFor(() => expect(history.at(-1)).toBe('/np/dashboard'));
    expect(localStorage.getItem('authorization')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it('starts from the form drawn in the HTML: what was typed, the focus, and the request it sent', async () => {
    const user = PALIKA_USER;
    // The page's root as the HTML drew it, typed into and pressed before the app came.
    const root = drawnRoot();
    root.querySelector<HTMLInputElement>('#username')!.value = 'palika';
    const password = root.querySelector<HTMLInputElement>('#password')!;
    password.value = 'Demo@2083';
    password.focus();
    password.setSelectionRange(2, 4);
    const sent = Promise.resolve(json(200, { checkUser: user, token: 'early' }));
    vi.stubGlobal('cbrEarlySignIn', { attempted: true, answer: sent });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(findSignInDrawnAhead()).toBe(true);
    const { history } = renderAt(<SignInPage />, '/', { container: root });
    expect(root.querySelector('form[data-drawn-ahead]')).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveValue('palika');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo@2083');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText<HTMLInputElement>('Password').selectionStart).toBe(2);
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(localStorage.getItem('authorization')).toBe('early');
    // The request the HTML's form sent was read as this form's own: none sent again.
    expect(fetchSpy).not.toHaveBeenCalled();
    root.remove();
  });

  it('names what was missing when "Sign in" was pressed in the HTML’s form', async () => {
    const root = drawnRoot();
    vi.stubGlobal('cbrEarlySignIn', { attempted: true });
    // The form's script put the focus on the first empty field.
    root.querySelector<HTMLInputElement>('#username')!.focus();
    expect(findSignInDrawnAhead()).toBe(true);
    renderAt(<SignInPage />, '/', { container: root });
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    // The summary of what is missing takes the focus, as after this form's own empty press.
    expect(document.activeElement).toHaveAccessibleName(/2/);
    expect((window as { cbrEarlySignIn?: unknown }).cbrEarlySignIn).toBeUndefined();
    root.remove();
  });
});
