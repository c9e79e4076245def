import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { type PrimitiveType, createIntl } from 'react-intl';
import first from 'virtual:first-messages';
import en from 'virtual:messages/en';
import np from 'virtual:messages/np';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './all-messages';
import { intlLocale } from './intl';
import type { CompiledMessages } from './intl-compile';

const COMPILED: Record<'en' | 'np', CompiledMessages> = { en, np };
const WHEN = new Date(Date.UTC(2026, 10, 26, 10, 30));

/** Every argument a message takes, with the values worth trying for each (a select: every option). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, unknown[]>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, ['Sita Rai', '१२']);
    if (element.type === TYPE.number) found.set(element.value, [0, 1, 2, 7, 1234.5, 150000]);
    if (element.type === TYPE.date || element.type === TYPE.time) found.set(element.value, [WHEN]);
    if (element.type === TYPE.plural)
      found.set(element.value, [
        0,
        1,
        2,
        7,
        21,
        1234,
        150000,
        ...[...Object.keys(element.options)]
          .filter((k) => k.startsWith('='))
          .map((k) => Number(k.slice(1))),
      ]);
    if (element.type === TYPE.select)
      found.set(element.value, [...Object.keys(element.options), 'something-else']);
    if (element.type === TYPE.tag)
      found.set(element.value, [
        (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`,
      ]);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** Value sets that together give each argument each of its values (the shorter lists wrap round). */
function valueSets(elements: MessageFormatElement[]): Record<string, PrimitiveType>[] {
  const args = [...argumentsOf(elements)];
  if (args.length === 0) return [{}];
  const rounds = Math.max(...args.map(([, values]) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      args.map(([name, values]) => [name, values[round % values.length] as PrimitiveType]),
    ),
  );
}

const text = (formatted: unknown) =>
  Array.isArray(formatted) ? formatted.map(String).join('') : String(formatted);

describe('messages compiled at build time', () => {
  it.each(['en', 'np'] as const)(
    'format every message of %s to the text its source string formats to',
    (locale) => {
      const errors: unknown[] = [];
      const compiled = createIntl({
        locale: intlLocale(locale),
        messages: COMPILED[locale],
        onError: (error) => errors.push(error),
      });
      const source = createIntl({ locale: intlLocale(locale), messages: MESSAGES[locale] });
      expect(Object.keys(COMPILED[locale]).sort()).toEqual(Object.keys(MESSAGES[locale]).sort());
      let formatted = 0;
      for (const [id, elements] of Object.entries(COMPILED[locale]))
        for (const values of valueSets(elements)) {
          expect(text(compiled.formatMessage({ id }, values)), id).toBe(
            text(source.formatMessage({ id }, values)),
          );
          formatted++;
        }
      expect(errors).toEqual([]);
      expect(formatted).toBeGreaterThan(Object.keys(MESSAGES[locale]).length);
    },
  );

  it("hold the first script's messages as the whole language compiles them", () => {
    for (const locale of ['en', 'np'] as const)
      for (const [id, elements] of Object.entries(first[locale]))
        expect(elements, id).toEqual(COMPILED[locale][id]);
  });
});
