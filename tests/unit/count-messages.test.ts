import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { intlLocale } from '@/client/lib/intl';
import en from '../../locales/en.json';
import np from '../../locales/np.json';

/**
 * Arguments that hold a count (or another whole number of things: a page, a ward, a row). The message
 * formats them itself (`{count, number}` or a plural), so callers pass numbers and a Nepali page shows
 * Devanagari digits with lakh grouping; a caller that formats first breaks a plural ("NaN ब्याच").
 */
const COUNT_ARGS = new Set([
  'count',
  'total',
  'done',
  'filled',
  'page',
  'pages',
  'female',
  'male',
  'pwd',
  'rows',
  'n',
  'palikas',
  'copied',
  'skipped',
  'attributes',
  'adoptions',
  'months',
  'ward',
]);

function argumentsOf(elements: MessageFormatElement[]): { name: string; type: TYPE }[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.plural || el.type === TYPE.select)
      return [
        { name: el.value, type: el.type },
        ...Object.values(el.options).flatMap((o) => argumentsOf(o.value)),
      ];
    if (el.type === TYPE.tag) return argumentsOf(el.children);
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date)
      return [{ name: el.value, type: el.type }];
    return [];
  });
}

const LOCALES = { en: en as Record<string, string>, np: np as Record<string, string> };
const countMessages = Object.keys(LOCALES.en).filter((key) =>
  argumentsOf(parse(LOCALES.en[key])).some((a) => COUNT_ARGS.has(a.name)),
);

describe('messages with a count', () => {
  it('are found (the test reads the locale files)', () => {
    expect(countMessages).toEqual(
      expect.arrayContaining(['batch.count', 'value.count', 'fchv.retirement.notice']),
    );
  });

  it('format the count themselves, as a number or a plural, in both languages', () => {
    const untyped = Object.entries(LOCALES).flatMap(([locale, messages]) =>
      countMessages.flatMap((key) =>
        argumentsOf(parse(messages[key]))
          .filter((a) => COUNT_ARGS.has(a.name) && a.type !== TYPE.number && a.type !== TYPE.plural)
          .map((a) => `${locale} ${key} {${a.name}}`),
      ),
    );
    expect(untyped).toEqual([]);
  });

  it.each([0, 1, 2, 123456])('read %i without NaN, and in Nepali without a Latin digit', (n) => {
    for (const [locale, messages] of Object.entries(LOCALES) as [
      'en' | 'np',
      Record<string, string>,
    ][])
      for (const key of countMessages) {
        const values = Object.fromEntries(
          argumentsOf(parse(messages[key])).map((a) => [a.name, COUNT_ARGS.has(a.name) ? n : 'क']),
        );
        const text = new IntlMessageFormat(messages[key], intlLocale(locale)).format(
          values,
        ) as string;
        expect([locale, key, text]).not.toEqual([locale, key, expect.stringContaining('NaN')]);
        if (locale === 'np') expect([key, /[0-9]/.test(text)]).toEqual([key, false]);
      }
  });

  it('group a Nepali count in lakhs', () => {
    const text = new IntlMessageFormat(LOCALES.np['batch.count'], intlLocale('np')).format({
      total: 123456,
    });
    expect(text).toBe('१,२३,४५६ ब्याच');
  });
});
