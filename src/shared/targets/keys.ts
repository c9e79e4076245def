import type { TargetMeasure } from './measures';

/** What a target counts: its measure and what that is narrowed to (a category, a standard activity, an attribute). */
export interface MeasureKey {
  measure: TargetMeasure;
  categoryId: number | null;
  templateId: number | null;
  attributeId: number | null;
}

/** One text for a measure and its narrowing: the targets of two places compare when their keys are equal. */
export const keyText = (key: MeasureKey): string =>
  [key.measure, key.categoryId ?? 0, key.templateId ?? 0, key.attributeId ?? 0].join('|');

export function parseKey(text: string): MeasureKey | undefined {
  const [measure, ...ids] = text.split('|');
  if (ids.length !== 3 || ids.some((id) => !/^\d+$/.test(id))) return undefined;
  const [categoryId, templateId, attributeId] = ids.map((id) => Number(id) || null);
  return { measure: measure as TargetMeasure, categoryId, templateId, attributeId };
}
