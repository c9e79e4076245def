import { parseIsoDate } from '@/shared/calendar/bs-calendar';
import type { FieldError } from '@/shared/errors';
import { toLatinDigits } from '@/shared/format/digits';
import {
  CARD_COLOURS,
  CARD_HELD,
  type CardColour,
  HEARING_SUBTYPES,
  type SeverityClass,
  VISUAL_SUBTYPES,
  WG_DOMAINS,
} from './enums';

/** The fields the cross-field rules read; the API's profile input has all of them. */
export interface ProfileFacts {
  nameNe: string;
  nameEn?: string | null;
  dob: string;
  registrationDate: string;
  disabilityTypes: string[];
  primaryDisabilityType: string;
  disabilitySubtypes?: string[] | null;
  severityClass?: string | null;
  cardStatus: string;
  cardNo?: string | null;
  cardIssueDate?: string | null;
  guardianName?: string | null;
  guardianRelation?: string | null;
  guardianPhone?: string | null;
  phone?: string | null;
  ageAtOnset?: number | null;
  educationStatus?: string | null;
  status: string;
  statusDate?: string | null;
  consentGiven: boolean;
  citizenshipNo?: string | null;
  citizenshipDistrictId?: number | null;
  wgAssessedOn?: string | null;
  carePlanDate?: string | null;
  consentDate?: string | null;
}

/** Whole years from `dob` to `on`, both ISO dates. */
export function ageOn(dob: string, on: string): number | undefined {
  const born = parseIsoDate(dob);
  const day = parseIsoDate(on);
  if (!born || !day) return undefined;
  const birthdayPassed =
    day.month > born.month || (day.month === born.month && day.day >= born.day);
  return day.year - born.year - (birthdayPassed ? 0 : 1);
}

export const cardColourOf = (severity: string | null | undefined): CardColour | null =>
  severity && severity in CARD_COLOURS ? CARD_COLOURS[severity as SeverityClass] : null;

/** WG-SS flag: "a lot of difficulty" or worse (3 or 4) in at least one domain; null when not screened. */
export function wgDisabilityOf(
  answers: Partial<Record<(typeof WG_DOMAINS)[number], number | null>>,
): boolean | null {
  const given = WG_DOMAINS.map((d) => answers[d]).filter((a): a is number => typeof a === 'number');
  return given.length === 0 ? null : given.some((a) => a >= 3);
}

/** Mobile `9XXXXXXXXX` or landline `0…`, after stripping spaces, dashes and a +977/00977/977 prefix. */
export function normalizePhone(text: string): string | undefined {
  const digits = toLatinDigits(text)
    .replace(/[\s-]/g, '')
    .replace(/^(\+977|00977|977)/, '');
  if (/^9[678]\d{8}$/.test(digits)) return `+977${digits}`;
  if (/^0\d{1,2}\d{6,7}$/.test(digits)) return digits;
  return undefined;
}

const DEVANAGARI_NAME = /^[\u0900-\u097F .]+$/u;
const LATIN_NAME = /^[A-Za-z .'-]+$/;
const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The rules that join fields (DOMAIN.md §7.0–§7.1), one definition for the form and the API. `today`
 * is the ISO date in Nepal. Every broken rule names its field.
 */
export function profileProblems(p: ProfileFacts, today: string): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  if (!blank(p.nameNe) && !DEVANAGARI_NAME.test(p.nameNe)) flag('nameNe', 'invalidFormat');
  if (!blank(p.nameEn) && !LATIN_NAME.test(p.nameEn ?? '')) flag('nameEn', 'invalidFormat');
  for (const field of [
    'dob',
    'registrationDate',
    'cardIssueDate',
    'statusDate',
    'wgAssessedOn',
    'carePlanDate',
    'consentDate',
  ] as const) {
    const value = p[field];
    if (value && value > today) flag(field, 'tooLarge');
  }
  const age = ageOn(p.dob, today);
  if (age !== undefined && age > 120) flag('dob', 'tooSmall');
  if (p.disabilityTypes.length > 1 && p.primaryDisabilityType !== 'multiple')
    flag('primaryDisabilityType', 'invalidValue');
  if (p.disabilityTypes.length === 1 && p.primaryDisabilityType !== p.disabilityTypes[0])
    flag('primaryDisabilityType', 'invalidValue');
  subtypeProblems(p, flag);
  const held = (CARD_HELD as readonly string[]).includes(p.cardStatus);
  if (held && blank(p.severityClass)) flag('severityClass', 'required');
  if (held && blank(p.cardNo)) flag('cardNo', 'required');
  if (held && blank(p.cardIssueDate)) flag('cardIssueDate', 'required');
  const needsGuardian =
    (age !== undefined && age < 18) || p.severityClass === 'A' || p.severityClass === 'B';
  if (needsGuardian && blank(p.guardianName)) flag('guardianName', 'required');
  if (needsGuardian && blank(p.guardianRelation)) flag('guardianRelation', 'required');
  for (const field of ['phone', 'guardianPhone'] as const)
    if (!blank(p[field]) && !normalizePhone(p[field] ?? '')) flag(field, 'invalidFormat');
  if (age !== undefined && p.ageAtOnset != null && p.ageAtOnset > age)
    flag('ageAtOnset', 'tooLarge');
  if (age !== undefined && age >= 3 && age <= 18 && blank(p.educationStatus))
    flag('educationStatus', 'required');
  if (p.status !== 'active' && blank(p.statusDate)) flag('statusDate', 'required');
  if (!p.consentGiven) flag('consentGiven', 'required');
  if (!blank(p.citizenshipNo) && p.citizenshipDistrictId == null)
    flag('citizenshipDistrictId', 'required');
  if (blank(p.citizenshipNo) && p.citizenshipDistrictId != null) flag('citizenshipNo', 'required');
  return problems;
}

/** Sub-type only for vision or hearing (deaf-blind may name both), and then required. */
function subtypeProblems(p: ProfileFacts, flag: (field: string, code: FieldError['code']) => void) {
  const types = new Set(p.disabilityTypes);
  const visual = types.has('visual') || types.has('deaf_blind');
  const hearing = types.has('hearing') || types.has('deaf_blind');
  const subtypes = p.disabilitySubtypes ?? [];
  const fits = (s: string) =>
    (visual && (VISUAL_SUBTYPES as readonly string[]).includes(s)) ||
    (hearing && (HEARING_SUBTYPES as readonly string[]).includes(s));
  if (subtypes.some((s) => !fits(s))) flag('disabilitySubtypes', 'notAllowed');
  else if ((types.has('visual') || types.has('hearing')) && subtypes.length === 0)
    flag('disabilitySubtypes', 'required');
}
