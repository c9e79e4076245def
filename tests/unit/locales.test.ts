import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@/shared/errors';
import { ROLES } from '@/shared/roles';
import { ROUTES } from '@/shared/routes';
import en from '../../locales/en.json';
import np from '../../locales/np.json';

const english = en as Record<string, string>;
const nepali = np as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? sourceFiles(full)
      : /\.tsx?$/.test(name) && !/\.test\./.test(name)
        ? [full]
        : [];
  });
}

describe('translations', () => {
  it('have every key in both languages, none empty', () => {
    expect(Object.keys(nepali).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries({ ...english, ...nepali }))
      expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it('are really Nepali in np.json: Devanagari in every value, no English copied across', () => {
    for (const [key, value] of Object.entries(nepali)) {
      expect([key, /[\u0900-\u097F]/.test(value)]).toEqual([key, true]);
      if (/[A-Za-z]{4,}/.test(value)) expect([key, value]).not.toEqual([key, english[key]]);
    }
  });

  it('keep the same ICU placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english))
      expect([key, placeholders(nepali[key])]).toEqual([key, placeholders(english[key])]);
  });

  it('cover every route title, role, API error code and field error code', () => {
    const needed = [
      ...ROUTES.flatMap((r) => [r.titleKey, r.headingKey]),
      ...ROLES.map((r) => `role.${r}`),
      ...ERROR_CODES.map((c) => `apiError.${c}`),
      ...FIELD_ERROR_CODES.map((c) => `field.${c}`),
    ];
    for (const key of needed) expect([key, key in english]).toEqual([key, true]);
  });

  it('cover every message id written literally in the client code', () => {
    const ids = sourceFiles('src/client').flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:FormattedMessage\s+id=|formatMessage\(\{\s*id:\s*)['"]([\w.]+)['"]/g,
        ),
      ].map((m) => m[1]),
    );
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) expect([id, id in english]).toEqual([id, true]);
  });
});

describe('translations of the enumerations and fields of records', async () => {
  const pwd = await import('@/shared/pwd/enums');
  const services = await import('@/shared/services/enums');
  const { PROFILE_INPUT_FIELDS } = await import('../../openapi/src/pwd-schemas');
  /** Message prefix → every code the screens translate with it (`enum.<list>.<code>`). */
  const LISTS: Record<string, readonly string[]> = {
    gender: pwd.GENDERS,
    disabilityType: pwd.DISABILITY_TYPES,
    subtype: pwd.DISABILITY_SUBTYPES,
    severity: pwd.SEVERITY_CLASSES,
    cardColour: Object.values(pwd.CARD_COLOURS),
    cardStatus: pwd.CARD_STATUSES,
    profileStatus: pwd.PROFILE_STATUSES,
    registeredBy: pwd.REGISTERED_BY_ROLES,
    identificationSource: pwd.IDENTIFICATION_SOURCES,
    caste: pwd.CASTE_ETHNICITY_CODES,
    marital: pwd.MARITAL_STATUSES,
    relation: pwd.GUARDIAN_RELATIONS,
    onset: pwd.ONSETS,
    cause: pwd.CAUSES,
    insurance: pwd.INSURANCE_STATUSES,
    education: pwd.EDUCATION_STATUSES,
    livelihood: pwd.LIVELIHOOD_STATUSES,
    consentBy: pwd.CONSENT_BY,
    ageBand: pwd.AGE_BANDS,
    wgAnswer: ['1', '2', '3', '4'],
    yesNo: ['true', 'false'],
    unit: services.UNITS,
    recordKind: services.RECORD_KINDS,
    provider: services.PROVIDER_TYPES,
    funding: services.FUNDING_SOURCES,
    device: services.DEVICE_TYPES,
    referralStatus: services.REFERRAL_STATUSES,
    attributeType: services.ATTRIBUTE_TYPES,
    trimester: ['1', '2', '3'],
  };

  it('name every code of every list in both languages', () => {
    const missing = Object.entries(LISTS)
      .flatMap(([list, codes]) => codes.map((code) => `enum.${list}.${code}`))
      .filter((key) => !english[key] || !nepali[key]);
    expect(missing).toEqual([]);
  });

  it('label every field of the profile form', () => {
    expect(
      PROFILE_INPUT_FIELDS.map((field) => `pwd.field.${field}`).filter((key) => !english[key]),
    ).toEqual([]);
  });
});
