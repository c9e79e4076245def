import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { fieldValueText } from '@/client/lib/records/field-text';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

/** Fields that name a thing rather than count it: shown as stored, the same in both languages. */
const IDENTIFIER = /\b\w*(registrationNo|cardNo|citizenshipNo|nin|Code|code|agreementNo)\b/;
/** The conversions that put a text's digits into the page's script. */
const CONVERSION = /\b(formatDigits|toDevanagariDigits)\(([^()]*)/g;

describe('identifiers', () => {
  it('are never put into Devanagari digits: "P60-HP01" reads the same on English and Nepali pages', () => {
    const converted = sourceFiles('src/client').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CONVERSION)]
        .filter((m) => IDENTIFIER.test(m[2]))
        .map((m) => `${file}: ${m[0]}`),
    );
    expect(converted).toEqual([]);
  });

  it('of a person are read as stored, on a Nepali page too', () => {
    const intl = createIntl({ locale: 'ne', messages: {} });
    for (const name of ['registrationNo', 'cardNo', 'citizenshipNo', 'nin', 'birthRegNo']) {
      const field = PWD_FIELDS.find((f) => f.field === name);
      expect(field && fieldValueText(field, 'P60-2083-00012', intl, 'np')).toBe('P60-2083-00012');
    }
  });

  it('are caught by the check', () => {
    expect([...'formatDigits(row.registrationNo, locale)'.matchAll(CONVERSION)][0][2]).toMatch(
      IDENTIFIER,
    );
    expect('fiscalYearLabel(fy), locale').not.toMatch(IDENTIFIER);
  });
});
