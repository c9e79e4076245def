import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/** A language's messages as react-intl takes them precompiled: each one's syntax tree. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Compiles one language's messages at build time (vite.config.ts), exactly as intl-messageformat
 * parses a message string in the browser (its default options, the page's Intl locale: `numberLocale`
 * of src/shared/format/number.ts, which react-intl is given), so that the
 * app ships no ICU parser and parses nothing at run time (docs/decisions/0041-a-lean-sign-in-entry.md).
 * A message that does not parse fails the build with its id.
 */
export function compileMessages(
  messages: Record<string, string>,
  intlLocale: string,
): CompiledMessages {
  const locale = new Intl.Locale(intlLocale);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message, { locale })];
      } catch (error) {
        throw new Error(`${intlLocale}: message ${id} does not parse: ${String(error)}`);
      }
    }),
  );
}
