import { useCallback, useState } from 'react';
import {
  type StoredGroupLogin,
  type StoredSession,
  clearGroupLogin,
  restoreGroupLogin,
  saveGroupLogin,
  saveSession,
} from './storage';

/**
 * The sign-in page's session, in storage alone: the page is drawn before the app's stores have come
 * (src/client/app/entry.tsx), and the app, drawn after the sign-in moves to another page, restores
 * the session from storage when it makes its store (auth-atoms.ts).
 */
export function useSignInSession() {
  const [group, setGroup] = useState(restoreGroupLogin);
  /** Stores a person's session; the move to a signed-in page draws the app. */
  const startSession = useCallback((session: StoredSession) => {
    clearGroupLogin();
    setGroup(null);
    saveSession(session);
  }, []);
  /** A group login waiting for a member: stored, but the user stays signed out. */
  const startGroup = useCallback((login: StoredGroupLogin) => {
    saveGroupLogin(login);
    setGroup(login);
  }, []);
  const forgetGroup = useCallback(() => {
    clearGroupLogin();
    setGroup(null);
  }, []);
  return { group, startSession, startGroup, forgetGroup };
}
