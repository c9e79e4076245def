import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInPage from './sign-in-page';
import { renderAt } from '../../../../../tests/support/render-app';

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
    const user = {
      _id: 'u1',
      username: 'palika',
      fullname: 'Sarita',
      role: 'PALIKA',
      userType: 'NORMAL',
    };
    answer(() => json(200, { checkUser: user, token: 'tok' }));
    const { history } = renderAt(<SignInPage />, '/np');
    await submit('palika', 'Demo@2083', 'np');
    await waitFor(() => expect(history.at(-1)).toBe('/np/dashboard'));
    expect(localStorage.getItem('authorization')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });
});
