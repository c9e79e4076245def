import { atomWithDefault } from 'jotai/utils';
import {
  type StoredGroupLogin,
  type StoredSession,
  restoreGroupLogin,
  restoreSession,
} from './storage';

/** The signed-in session, restored from storage when a store is created (and after every reset). */
export const sessionAtom = atomWithDefault<StoredSession | null>(() => restoreSession());

/** A group login waiting for a member to be chosen. */
export const groupLoginAtom = atomWithDefault<StoredGroupLogin | null>(() => restoreGroupLogin());
