import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login } from './auth-requests';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('failed sign-in and password change (SPEC §8)', () => {
  it("log and rethrow 'Error logging user in', with the server's reason as the cause", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = {
      statusCode: 400,
      message: { reason: 'Wrong current password', code: 'validation' },
    };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(refused), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(
      changePassword({ currentPassword: 'a', newPassword: 'b' }, 'group-token'),
    ).rejects.toThrow('Error logging user in');
    await expect(login({ username: 'palika', password: 'x' })).rejects.toThrow(
      'Error logging user in',
    );
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls.map((call) => call[0])).toEqual([
      'Error logging user in',
      'Error logging user in',
    ]);
  });
});
