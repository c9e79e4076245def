import { parseIsoDate } from '@/shared/calendar/bs-calendar';
import type { FieldError } from '@/shared/errors';
import type { AttributeType } from './enums';

export interface AttributeRule {
  code: string;
  dataType: AttributeType;
  options: { code: string }[];
  min?: number | null;
  max?: number | null;
  maxLength?: number | null;
  required: boolean;
}

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function problemOf(rule: AttributeRule, value: unknown): FieldError['code'] | undefined {
  const numeric = rule.dataType === 'integer' || rule.dataType === 'decimal';
  if (numeric) {
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (rule.dataType === 'integer' && !Number.isInteger(value))
    )
      return 'invalidType';
    if (rule.min != null && value < rule.min) return 'tooSmall';
    if (rule.max != null && value > rule.max) return 'tooLarge';
    return undefined;
  }
  const codes = rule.options.map((o) => o.code);
  switch (rule.dataType) {
    case 'text':
      if (typeof value !== 'string') return 'invalidType';
      return rule.maxLength != null && value.length > rule.maxLength ? 'tooLong' : undefined;
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
  }
}

/**
 * The values a record gives for its category's attributes, checked against their definitions: each
 * wrong one named `attributes.<code>`. One definition for the form and the API.
 */
export function attributeProblems(
  rules: AttributeRule[],
  values: Record<string, unknown>,
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
    const code = problemOf(rule, value);
    if (code) problems.push({ field: `attributes.${rule.code}`, code });
  }
  return problems;
}
