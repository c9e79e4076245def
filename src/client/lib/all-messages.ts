import type { Locale } from '@/shared/locale';
import en from '../../../locales/en.json';
import np from '../../../locales/np.json';

/** Both languages' messages, at once: for tests and stories, which render without the app's lazy loading. */
export const MESSAGES: Record<Locale, Record<string, string>> = { en, np };
