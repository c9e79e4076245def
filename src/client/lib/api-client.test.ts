import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorMessageId,
  apiGet,
  apiPost,
  apiPostWithStatus,
  onUnauthorized,
} from './api-client';
import { STORAGE_KEYS } from './storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(response: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push(input);
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(() => undefined);
});

describe('the API client', () => {
  it('sends GET without a body and with the stored bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const calls = stubFetch(() => json(200, { _id: 'u1' }));
    await expect(apiGet('/api/auth/session')).resolves.toEqual({ _id: 'u1' });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].body).toBeNull();
    expect(calls[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(new URL(calls[0].url).pathname).toBe('/api/auth/session');
  });

  it('sends a custom token instead of the stored one, and none for sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const calls = stubFetch(() => json(200, { ok: true }));
    await apiPost(
      '/api/users/changePassword',
      { body: { currentPassword: 'a', newPassword: 'b' } },
      { token: 'group-token' },
    );
    expect(calls[0].headers.get('authorization')).toBe('Bearer group-token');
    expect(await calls[0].json()).toEqual({ currentPassword: 'a', newPassword: 'b' });
    await apiPost(
      '/api/auth/login',
      { body: { username: 'u', password: 'p' } },
      { authenticated: false },
    );
    expect(calls[1].headers.get('authorization')).toBeNull();
  });

  it('answers data and status from the POST variant', async () => {
    stubFetch(() => json(200, { ok: true }));
    await expect(apiPostWithStatus('/api/auth/logout')).resolves.toEqual({
      data: { ok: true },
      status: 200,
    });
  });

  it('fails with the reason inside the message object, else the fallback', async () => {
    stubFetch(() =>
      json(423, {
        statusCode: 423,
        message: { reason: 'Locked for a while', code: 'auth.locked' },
      }),
    );
    const error = await apiPost('/api/auth/login', {
      body: { username: 'u', password: 'p' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Locked for a while');
    expect((error as ApiError).code).toBe('auth.locked');
    stubFetch(() => new Response('bad gateway', { status: 502 }));
    await expect(
      apiGet('/api/users', undefined, { fallback: 'Could not load users' }),
    ).rejects.toThrow('Could not load users');
  });

  it('signs the user out on any 401 of an authenticated call', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const signOut = vi.fn();
    onUnauthorized(signOut);
    stubFetch(() =>
      json(401, { statusCode: 401, message: { reason: 'Please sign in', code: 'unauthorized' } }),
    );
    await expect(apiGet('/api/users')).rejects.toBeInstanceOf(ApiError);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('names the translated message of any failure', () => {
    expect(
      apiErrorMessageId(new ApiError(403, { message: { reason: 'x', code: 'forbidden' } }, 'x')),
    ).toBe('apiError.forbidden');
    expect(apiErrorMessageId(new ApiError(502, 'bad gateway', 'x'))).toBe('apiError.internal');
    expect(apiErrorMessageId(new ApiError(0, undefined, 'offline'))).toBe(
      'signIn.failure.unreachable',
    );
    expect(apiErrorMessageId(new Error('boom'))).toBe('apiError.internal');
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiGet('/api/users').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
  });
});
