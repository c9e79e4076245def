import type { GroupMember, SessionUser } from '@/shared/api/types';
import { SESSION_TOKEN_KEY } from '@/shared/sign-in-ahead';

/** The four keys the app keeps in localStorage. */
export const STORAGE_KEYS = {
  token: SESSION_TOKEN_KEY,
  user: 'user',
  groupToken: 'groupToken',
  groupMembers: 'groupMembers',
} as const;

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export interface StoredGroupLogin {
  token: string;
  /** The group account's username (kept in memory only; storage holds the four keys). */
  name: string;
  members: GroupMember[];
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SessionUser>;
  return (
    typeof user._id === 'string' &&
    typeof user.username === 'string' &&
    typeof user.role === 'string'
  );
}

const clearRestorable = (storage: Storage) =>
  [STORAGE_KEYS.user, STORAGE_KEYS.groupMembers, STORAGE_KEYS.groupToken].forEach((key) =>
    storage.removeItem(key),
  );

/** The stored session; when the stored data is corrupt it removes `user`, `groupMembers` and `groupToken`. */
export function restoreSession(storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (isSessionUser(user) && token) return { token, user };
  } catch {
    // corrupt JSON: fall through and clear
  }
  clearRestorable(storage);
  return null;
}

export function restoreGroupLogin(storage: Storage = localStorage): StoredGroupLogin | null {
  const token = storage.getItem(STORAGE_KEYS.groupToken);
  const raw = storage.getItem(STORAGE_KEYS.groupMembers);
  if (!token || raw === null) return null;
  try {
    const members: unknown = JSON.parse(raw);
    if (Array.isArray(members)) return { token, name: '', members: members as GroupMember[] };
  } catch {
    // corrupt JSON: fall through and clear
  }
  clearRestorable(storage);
  return null;
}

export function saveSession({ token, user }: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveGroupLogin(
  { token, members }: StoredGroupLogin,
  storage: Storage = localStorage,
): void {
  storage.setItem(STORAGE_KEYS.groupToken, token);
  storage.setItem(STORAGE_KEYS.groupMembers, JSON.stringify(members));
}

export function clearGroupLogin(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.groupToken);
  storage.removeItem(STORAGE_KEYS.groupMembers);
}

export function clearAllAuth(storage: Storage = localStorage): void {
  Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key));
}

export function storedToken(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}
