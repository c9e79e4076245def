import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Entry } from './entry';
import { PALIKA_USER } from '../../../tests/support/session-user';

const app = vi.hoisted(() => ({
  loaded: undefined as { App: () => React.JSX.Element } | undefined,
  loadApp: vi.fn(),
  startRoute: vi.fn(),
}));

// The app's chunk is held: the sign-in form must not need it.
vi.mock('./load-app', () => ({
  loadApp: app.loadApp,
  loadedApp: () => app.loaded,
  startRoute: app.startRoute,
}));

const user = PALIKA_USER;

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Entry />
    </Router>,
  );
  return location.history!;
}

beforeEach(() => {
  app.loaded = undefined;
  app.loadApp.mockImplementation(() => new Promise(() => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe("the first script's root", () => {
  it('draws the sign-in form, which checks its fields, without the app', async () => {
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(app.loadApp).not.toHaveBeenCalled();
    expect(app.startRoute).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session from a signed-in page to the form, without the app', async () => {
    const history = renderAt('/dashboard');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.loadApp).not.toHaveBeenCalled();
  });

  it('asks the app, the page and its data at once for a signed-in page, and draws the app when it came', async () => {
    localStorage.setItem('authorization', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    let arrive: () => void = () => undefined;
    app.loadApp.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            app.loaded = { App: () => <p>the app</p> };
            resolve();
          };
        }),
    );
    renderAt('/dashboard');
    await waitFor(() => expect(app.startRoute).toHaveBeenCalledWith('/dashboard', ''));
    expect(app.loadApp).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('moves to the app after a sign-in, the session in storage', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ checkUser: user, token: 'tok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const history = renderAt('/');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'palika' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo@2083' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(localStorage.getItem('authorization')).toBe('tok');
    await waitFor(() => expect(app.startRoute).toHaveBeenCalledWith('/dashboard', ''));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('draws the form again after a sign-out, though the app still holds the session it had', async () => {
    localStorage.setItem('authorization', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    // As the app's router: its own copy of the session, and the root sends a signed-in user to the
    // dashboard until its store is reset.
    function FakeApp() {
      const [location, navigate] = useLocation();
      const [session] = useState(() => localStorage.getItem('authorization'));
      useEffect(() => {
        if (location === '/' && session) navigate('/dashboard', { replace: true });
      }, [location, session, navigate]);
      const signOut = () => {
        localStorage.clear();
        navigate('/', { replace: true });
      };
      return (
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      );
    }
    app.loaded = { App: FakeApp };
    const history = renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(history.at(-1)).toBe('/');
  });
});
