/**
 * The messages the sign-in page (and its frame, the error page and the loading bar) shows, which the
 * app's first script carries for both languages (`virtual:first-messages`, built by vite.config.ts
 * from locales/*.json): the sign-in form is drawn without waiting for a language's whole file, which
 * then loads beside it (docs/decisions/0041-a-lean-sign-in-entry.md). A message id is in the set when
 * it is one of these ids or starts with one ending in a dot.
 */
export const FIRST_MESSAGE_IDS = [
  'app.',
  'signIn.',
  'language.',
  'common.',
  'error.',
  'form.errorSummary',
  'field.required',
  'route.signIn',
  'page.privacy',
  'nav.skip',
] as const;

export const isFirstMessage = (id: string) =>
  FIRST_MESSAGE_IDS.some((first) => (first.endsWith('.') ? id.startsWith(first) : id === first));

/** The first messages of one language's whole set. */
export const pickFirstMessages = (all: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(all).filter(([id]) => isFirstMessage(id)));
