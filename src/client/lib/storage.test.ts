import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearAllAuth,
  restoreGroupLogin,
  restoreSession,
  saveSession,
} from './storage';

const user = { _id: 'u1', username: 'palika', role: 'PALIKA', fullname: 'Sarita' };

describe('restoring the session at startup', () => {
  it('restores a stored user and token', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(restoreSession()).toEqual({ token: 'tok', user });
  });

  it('removes user, groupMembers and groupToken when the stored user is corrupt, and starts signed out', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    localStorage.setItem(STORAGE_KEYS.groupToken, 'g');
    localStorage.setItem(STORAGE_KEYS.groupMembers, '[]');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.groupToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.groupMembers)).toBeNull();
  });

  it('treats a user without id or role as corrupt', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ username: 'x' }));
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears corrupt group members the same way', () => {
    localStorage.setItem(STORAGE_KEYS.groupToken, 'g');
    localStorage.setItem(STORAGE_KEYS.groupMembers, 'nope');
    expect(restoreGroupLogin()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.groupToken)).toBeNull();
  });

  it('clears all four keys at logout', () => {
    saveSession({ token: 't', user: user as never });
    localStorage.setItem(STORAGE_KEYS.groupToken, 'g');
    localStorage.setItem(STORAGE_KEYS.groupMembers, '[]');
    clearAllAuth();
    expect(Object.values(STORAGE_KEYS).map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
