import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useResetStores } from '@/client/app/stores-provider';
import { pathFor } from '@/shared/routes';
import { groupLoginAtom, sessionAtom } from './auth-atoms';
import { type StoredSession, clearAllAuth, clearGroupLogin, saveSession } from './storage';
import { useLocale } from './use-locale';

export const useSession = () => useAtomValue(sessionAtom);

/** Stores a normal login and makes the user signed in. */
export function useStartSession() {
  const setSession = useSetAtom(sessionAtom);
  const setGroup = useSetAtom(groupLoginAtom);
  return useCallback(
    (session: StoredSession) => {
      clearGroupLogin();
      setGroup(null);
      saveSession(session);
      setSession(session);
    },
    [setSession, setGroup],
  );
}

/** Signs out on this device: the four storage keys, every client store, then the root page. */
export function useEndSessionLocally() {
  const reset = useResetStores();
  const [, navigate] = useLocation();
  const locale = useLocale();
  return useCallback(() => {
    clearAllAuth();
    reset();
    navigate(pathFor('signIn', locale), { replace: true });
  }, [reset, navigate, locale]);
}
