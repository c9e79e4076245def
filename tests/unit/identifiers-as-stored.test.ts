import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('of a profile are shown as text, not as digits of the language', () => {
    const details = readFileSync('src/client/features/pwd/components/profile-details.tsx', 'utf8');
    expect(details.match(/^\s*(registrationNo|cardNo|citizenshipNo|nin): 'digits'/gm)).toBeNull();
  });

  it('are caught by the check', () => {
    expect([...'formatDigits(row.registrationNo, locale)'.matchAll(CONVERSION)][0][2]).toMatch(
      IDENTIFIER,
    );
    expect('fiscalYearLabel(fy), locale').not.toMatch(IDENTIFIER);
  });
});
