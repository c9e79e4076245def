import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorMessageOf } from './errors';

describe('the message of a failed call', () => {
  it('is the reason inside the response message object', () => {
    expect(
      errorMessageOf(
        { message: { reason: 'Wrong username or password', code: 'auth.invalidCredentials' } },
        'fallback',
      ),
    ).toBe('Wrong username or password');
  });

  it('else the response message text', () => {
    expect(errorMessageOf({ message: 'Service unavailable' }, 'fallback')).toBe(
      'Service unavailable',
    );
  });

  it('else the fallback the caller gives', () => {
    expect(errorMessageOf({ message: { code: 'x' } }, 'Could not save')).toBe('Could not save');
    expect(errorMessageOf({ message: '  ' }, 'Could not save')).toBe('Could not save');
    expect(errorMessageOf(undefined, 'Could not save')).toBe('Could not save');
    expect(errorMessageOf('<html>502</html>', 'Could not save')).toBe('Could not save');
  });

  it('reads a known error code and ignores unknown ones', () => {
    expect(errorCodeOf({ message: { reason: 'x', code: 'auth.locked' } })).toBe('auth.locked');
    expect(errorCodeOf({ message: { reason: 'x', code: 'made.up' } })).toBeUndefined();
  });
});
