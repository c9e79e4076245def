import { parseNumberText } from '@/client/components/number-input';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { NUMERIC_TYPES } from '@/shared/services/attribute-rules';
import type { AttributeType } from '@/shared/services/enums';

export type AttributeInput = Schemas['AttributeInput'];

/** The attribute form's fields as typed: numbers and lists kept as text until saved. */
export interface AttributeValues {
  code: string;
  labelEn: string;
  labelNe: string;
  helpEn: string;
  helpNe: string;
  dataType: AttributeType;
  options: string;
  min: string;
  max: string;
  maxLength: string;
  required: boolean;
  aggregation: AttributeInput['aggregation'];
  bySex: boolean;
  ageBands: string;
  appliesTo: AttributeInput['appliesTo'];
  activeFromFy: string;
}

export const emptyAttribute = (fiscalYear: number): AttributeValues => ({
  code: '',
  labelEn: '',
  labelNe: '',
  helpEn: '',
  helpNe: '',
  dataType: 'integer',
  options: '',
  min: '',
  max: '',
  maxLength: '',
  required: false,
  aggregation: 'sum',
  bySex: true,
  ageBands: '',
  appliesTo: ['service_record'],
  activeFromFy: String(fiscalYear),
});

/** Whether a type rolls up as a number; any other is counted. */
export const rollsUpAsNumber = (type: AttributeType) => NUMERIC_TYPES.includes(type);
/** Whether a type takes a smallest and a largest value. */
export const takesLimits = (type: AttributeType) =>
  rollsUpAsNumber(type) && type !== 'disaggregated_count';

/** One option per line: `code | English | Nepali`. */
const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter((parts) => parts[0])
    .map(([code, labelEn = '', labelNe = '']) => ({ code, labelEn, labelNe }));

/** Age bands as typed, in either script: `0-17, 18-59, 60+`. */
const bandsOf = (text: string) =>
  toLatinDigits(text)
    .split(/[,،\s]+/)
    .map((band) => band.trim())
    .filter(Boolean);

/** What the API is sent: only the parts the chosen type uses. */
export function attributeInputOf(v: AttributeValues): AttributeInput {
  const num = (text: string) => parseNumberText(text, true) ?? null;
  const choice = v.dataType === 'single_choice' || v.dataType === 'multi_choice';
  const textual = v.dataType === 'text' || v.dataType === 'long_text';
  return {
    code: v.code,
    labelEn: v.labelEn,
    labelNe: v.labelNe,
    helpEn: v.helpEn.trim() || null,
    helpNe: v.helpNe.trim() || null,
    dataType: v.dataType,
    options: choice ? optionsOf(v.options) : [],
    min: takesLimits(v.dataType) ? num(v.min) : null,
    max: takesLimits(v.dataType) ? num(v.max) : null,
    maxLength: textual ? (parseNumberText(v.maxLength) ?? null) : null,
    required: v.required,
    unit: null,
    aggregation: rollsUpAsNumber(v.dataType) ? v.aggregation : 'count',
    disaggregation:
      v.dataType === 'disaggregated_count' ? { sex: v.bySex, ageBands: bandsOf(v.ageBands) } : null,
    refKind: v.dataType === 'org_ref' ? 'ward' : null,
    appliesTo: v.appliesTo,
    activeFromFy: parseNumberText(v.activeFromFy) ?? 2075,
    activeToFy: null,
    sortOrder: 0,
  };
}
