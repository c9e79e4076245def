import type { Schemas } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { MEASURE_NEEDS, type TargetScope } from './measures';

/** What the rules of a target read: the contract's target, as the grid, an import or the API has it. */
export type TargetFacts = Omit<Schemas['TargetCreate'], '_id'>;

/** Parts add up to their whole within a paisa of rounding (DOMAIN.md §7.12: ±0.01). */
export const addsUpTo = (parts: readonly number[], total: number): boolean =>
  Math.abs(parts.reduce((sum, part) => sum + part, 0) - total) <= 0.01 + 1e-9;

const SPLITS: [string, (keyof TargetFacts)[]][] = [
  ['periods', ['periodT1', 'periodT2', 'periodT3']],
  ['bySex', ['female', 'male', 'other']],
];

/** A target's four-month parts, when it has them (for pro-rating). */
export const periodsOf = (t: Pick<TargetFacts, 'periodT1' | 'periodT2' | 'periodT3'>) =>
  t.periodT1 != null && t.periodT2 != null && t.periodT3 != null
    ? ([t.periodT1, t.periodT2, t.periodT3] as const)
    : null;

const SCOPE_FIELD: Record<TargetScope, keyof TargetFacts | null> = {
  nation: null,
  province: 'provinceId',
  district: 'districtId',
  batch: 'batchId',
  palika: 'palikaId',
};

/**
 * The rules that join a target's fields, one definition for the grid, the import and the API:
 * the place its scope names (and no other), what its measure needs (and nothing else), four-month
 * parts and parts by sex that add up to the total, a baseline from an earlier year.
 */
export function targetProblems(t: TargetFacts): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  const named = SCOPE_FIELD[t.scope];
  for (const field of ['provinceId', 'districtId', 'palikaId', 'batchId'] as const) {
    const given = t[field] !== null && t[field] !== undefined;
    if (field === named && !given) flag(field, 'required');
    if (field !== named && given) flag(field, 'notAllowed');
  }
  const needs = MEASURE_NEEDS[t.measure];
  const narrowing = { categoryId: 'category', templateId: 'template', attributeId: 'attribute' };
  for (const [field, kind] of Object.entries(narrowing) as [keyof TargetFacts, string][]) {
    const given = t[field] !== null && t[field] !== undefined;
    if (given && needs !== kind) flag(field, 'notAllowed');
    // A category narrows services; a standard activity and an attribute are what is counted.
    if (!given && needs === kind && kind !== 'category') flag(field, 'required');
  }
  if (t.total < 0) flag('total', 'tooSmall');
  // A split is given whole or not at all, and its parts add up to the total (named at its group).
  for (const [group, fields] of SPLITS) {
    const given = fields.filter((field) => t[field] !== null && t[field] !== undefined);
    if (given.length === 0) continue;
    if (given.length < fields.length) {
      for (const field of fields) if (!given.includes(field)) flag(field, 'required');
    } else if (
      !addsUpTo(
        fields.map((field) => Number(t[field])),
        t.total,
      )
    ) {
      flag(group, 'partsNotTotal');
    }
  }
  if (t.baselineFiscalYear != null && t.baselineFiscalYear >= t.fiscalYear)
    flag('baselineFiscalYear', 'tooLarge');
  if (t.baselineFiscalYear != null && t.baseline == null) flag('baseline', 'required');
  return problems;
}
