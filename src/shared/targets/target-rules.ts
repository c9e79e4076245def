import type { FieldError } from '@/shared/errors';
import { MEASURE_NEEDS, type TargetMeasure, type TargetScope } from './measures';

/** What the rules of a target read; the API's target input has all of it. */
export interface TargetFacts {
  fiscalYear: number;
  scope: TargetScope;
  provinceId?: number | null;
  districtId?: number | null;
  palikaId?: number | null;
  batchId?: string | null;
  measure: TargetMeasure;
  categoryId?: number | null;
  templateId?: number | null;
  attributeId?: number | null;
  total: number;
  periods?: readonly [number, number, number] | null;
  bySex?: { female: number; male: number; other: number } | null;
  baseline?: number | null;
  baselineFiscalYear?: number | null;
}

/** Parts add up to their whole within a paisa of rounding (DOMAIN.md §7.12: ±0.01). */
export const addsUpTo = (parts: readonly number[], total: number): boolean =>
  Math.abs(parts.reduce((sum, part) => sum + part, 0) - total) <= 0.01 + 1e-9;

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
  if (t.periods && !addsUpTo(t.periods, t.total)) flag('periods', 'partsNotTotal');
  if (t.bySex && !addsUpTo([t.bySex.female, t.bySex.male, t.bySex.other], t.total))
    flag('bySex', 'partsNotTotal');
  if (t.baselineFiscalYear != null && t.baselineFiscalYear >= t.fiscalYear)
    flag('baselineFiscalYear', 'tooLarge');
  if (t.baselineFiscalYear != null && t.baseline == null) flag('baseline', 'required');
  return problems;
}
