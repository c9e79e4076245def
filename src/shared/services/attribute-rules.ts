import { parseIsoDate } from '@/shared/calendar/bs-calendar';
import { type FieldError, PRINTABLE_TEXT } from '@/shared/errors';
import { type Aggregation, type AttributeType, COUNT_SEXES } from './enums';

export interface Disaggregation {
  sex: boolean;
  ageBands: string[];
}

export interface AttributeRule {
  code: string;
  dataType: AttributeType;
  options: { code: string }[];
  min?: number | null;
  max?: number | null;
  maxLength?: number | null;
  required: boolean;
  disaggregation?: Disaggregation | null;
}

/** What the record the values belong to says about its place: how many wards its palika has. */
export interface AttributeContext {
  wardCount?: number;
}

/** The longest long text when its definition sets no limit. */
export const LONG_TEXT_LIMIT = 5000;

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The cells of a disaggregated count: `male`, `female`, `other` by sex, each band (`0-4`), or
 * both (`female:0-4`). A count with neither split is one cell, `total`.
 */
export function countKeys(split: Disaggregation | null | undefined): string[] {
  const sexes = split?.sex ? [...COUNT_SEXES] : [];
  const bands = split?.ageBands ?? [];
  if (sexes.length && bands.length) return sexes.flatMap((s) => bands.map((b) => `${s}:${b}`));
  if (sexes.length) return sexes;
  if (bands.length) return bands;
  return ['total'];
}

const wholeCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

function countProblem(rule: AttributeRule, value: unknown): FieldError['code'] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'invalidType';
  const keys = new Set(countKeys(rule.disaggregation));
  const cells = Object.entries(value);
  if (cells.some(([key]) => !keys.has(key))) return 'unknownProperty';
  return cells.every(([, n]) => wholeCount(n)) ? undefined : 'invalidValue';
}

function numberProblem(rule: AttributeRule, value: unknown): FieldError['code'] | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalidType';
  if (rule.dataType === 'integer' && !Number.isInteger(value)) return 'invalidType';
  if (rule.dataType === 'money' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return 'invalidType';
  const min = rule.dataType === 'money' || rule.dataType === 'percent' ? 0 : null;
  const max = rule.dataType === 'percent' ? 100 : null;
  if (min !== null && value < min) return 'tooSmall';
  if (max !== null && value > max) return 'tooLarge';
  if (rule.min != null && value < rule.min) return 'tooSmall';
  if (rule.max != null && value > rule.max) return 'tooLarge';
  return undefined;
}

function problemOf(
  rule: AttributeRule,
  value: unknown,
  context: AttributeContext,
): FieldError['code'] | undefined {
  const codes = rule.options.map((o) => o.code);
  switch (rule.dataType) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent':
      return numberProblem(rule, value);
    case 'text':
    case 'long_text': {
      if (typeof value !== 'string') return 'invalidType';
      // The contract's rule for every free text: an attribute's text is not in its schemas.
      if (!PRINTABLE_TEXT.test(value)) return 'controlCharacter';
      const limit = rule.maxLength ?? (rule.dataType === 'long_text' ? LONG_TEXT_LIMIT : null);
      return limit != null && value.length > limit ? 'tooLong' : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'invalidType';
    case 'date':
      return typeof value === 'string' && parseIsoDate(value) ? undefined : 'invalidFormat';
    case 'single_choice':
      return typeof value === 'string' && codes.includes(value) ? undefined : 'invalidValue';
    case 'multi_choice':
      return Array.isArray(value) &&
        value.every((v) => typeof v === 'string' && codes.includes(v)) &&
        new Set(value).size === value.length
        ? undefined
        : 'invalidValue';
    case 'org_ref':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return 'invalidType';
      return context.wardCount !== undefined && value > context.wardCount
        ? 'invalidValue'
        : undefined;
    case 'disaggregated_count':
      return countProblem(rule, value);
  }
}

/**
 * The values a record gives for its attributes, checked against their definitions: each wrong one
 * named `attributes.<code>`. One definition for the form and the API.
 */
export function attributeProblems(
  rules: AttributeRule[],
  values: Record<string, unknown>,
  context: AttributeContext = {},
): FieldError[] {
  const problems: FieldError[] = [];
  const known = new Set(rules.map((r) => r.code));
  for (const key of Object.keys(values))
    if (!known.has(key)) problems.push({ field: `attributes.${key}`, code: 'unknownProperty' });
  for (const rule of rules) {
    const value = values[rule.code];
    if (empty(value)) {
      if (rule.required) problems.push({ field: `attributes.${rule.code}`, code: 'required' });
      continue;
    }
    const code = problemOf(rule, value, context);
    if (code) problems.push({ field: `attributes.${rule.code}`, code });
  }
  return problems;
}

/** The types whose values roll up as numbers; a disaggregated count rolls up cell by cell. */
export const NUMERIC_TYPES: readonly AttributeType[] = [
  'integer',
  'decimal',
  'money',
  'percent',
  'disaggregated_count',
];

/** Rolls values up by an aggregation rule; `last` takes the values in the order given. */
export function aggregate(rule: Aggregation, values: number[]): number | null {
  if (rule === 'count') return values.length;
  if (values.length === 0) return null;
  switch (rule) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'avg':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'max':
      return Math.max(...values);
    case 'last':
      return values[values.length - 1];
  }
}
