import { type FormValuesOf, contractForm, storedFields } from '@/client/lib/records/contract-form';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { type MeasureKey, keyText } from '@/shared/targets/keys';
import type { TargetMeasure, TargetScope } from '@/shared/targets/measures';

type Target = Schemas['Target'];
export type TargetBody = Omit<Schemas['TargetCreate'], '_id'>;

/** The figures a row of the grid edits, in its columns' order. */
export const GRID_FIELDS = [
  'total',
  'periodT1',
  'periodT2',
  'periodT3',
  'female',
  'male',
  'other',
] as const;
export type GridField = (typeof GRID_FIELDS)[number];
/** The figures as typed, held as the contract's form holds a number. */
export type GridValues = Pick<FormValuesOf<'TargetUpdate'>, GridField>;

const TARGET_FORM = contractForm('TargetUpdate');

/** The measures every place plans: a row each, set or not. */
export const STANDARD_MEASURES: readonly TargetMeasure[] = [
  'registrations',
  'cardsIssued',
  'personsServed',
  'services',
  'serviceQuantity',
];

/** Where the grid's targets hold: the scope and the one place it names. */
export interface GridPlace {
  scope: TargetScope;
  provinceId: number | null;
  districtId: number | null;
  palikaId: number | null;
  batchId: string | null;
}

export interface GridRow {
  key: string;
  measure: MeasureKey;
  /** The live approved revision (locked), and a proposal waiting for approval. */
  approved?: Target;
  proposed?: Target;
}

/** A row's figures as the grid shows them first: the proposal's, else the approved target's, else empty. */
export function valuesOf(row: GridRow): GridValues {
  const held = TARGET_FORM.valuesOf(row.proposed ?? row.approved ?? {});
  return Object.fromEntries(GRID_FIELDS.map((f) => [f, held[f]])) as GridValues;
}

/** One row per standard measure, per measure added on the page and per other measure that has a target, the standard first. */
export function gridRows(targets: readonly Target[], added: readonly MeasureKey[] = []): GridRow[] {
  const rows = new Map<string, GridRow>();
  const standard = (measure: TargetMeasure): MeasureKey => ({
    measure,
    categoryId: null,
    templateId: null,
    attributeId: null,
  });
  for (const measure of STANDARD_MEASURES)
    rows.set(keyText(standard(measure)), {
      key: keyText(standard(measure)),
      measure: standard(measure),
    });
  for (const measure of added) rows.set(keyText(measure), { key: keyText(measure), measure });
  for (const target of targets) {
    if (target.status === 'superseded') continue;
    const measure: MeasureKey = {
      measure: target.measure,
      categoryId: target.categoryId,
      templateId: target.templateId,
      attributeId: target.attributeId,
    };
    const key = keyText(measure);
    const row = rows.get(key) ?? { key, measure };
    if (target.status === 'approved') row.approved = target;
    else row.proposed = target;
    rows.set(key, row);
  }
  return [...rows.values()];
}

const NAMED: Record<TargetScope, keyof GridPlace | null> = {
  nation: null,
  province: 'provinceId',
  district: 'districtId',
  palika: 'palikaId',
  batch: 'batchId',
};

/** A target's place as its body gives it: the scope and the one place it names (the server works out the rest). */
export function placeFields(
  place: GridPlace,
): Pick<TargetBody, 'scope' | 'provinceId' | 'districtId' | 'palikaId' | 'batchId'> {
  const named = NAMED[place.scope];
  const only = <K extends keyof GridPlace>(key: K) => (named === key ? place[key] : null);
  return {
    scope: place.scope,
    provinceId: only('provinceId') as number | null,
    districtId: only('districtId') as number | null,
    palikaId: only('palikaId') as number | null,
    batchId: only('batchId') as string | null,
  };
}

/** A figure typed in either script; blank is none. NaN for what is not a number. */
export function parseFigure(text: string): number | null {
  const plain = toLatinDigits(text).replace(/,/g, '').trim();
  if (plain === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The body a row saves: the rest of the target kept, the place, the measure, the figures typed. */
export function bodyOf(
  row: GridRow,
  values: GridValues,
  { place, fiscalYear }: { place: GridPlace; fiscalYear: number },
): TargetBody {
  return {
    ...storedFields('TargetUpdate', row.proposed ?? row.approved),
    fiscalYear,
    ...placeFields(place),
    ...row.measure,
    ...Object.fromEntries(GRID_FIELDS.map((f) => [f, parseFigure(values[f])])),
    total: parseFigure(values.total) ?? Number.NaN,
  } as TargetBody;
}

/** The fields typed that are not figures: named before anything is sent. */
export const unreadable = (values: GridValues): GridField[] =>
  GRID_FIELDS.filter(
    (f) => Number.isNaN(parseFigure(values[f])) || (f === 'total' && values[f].trim() === ''),
  );
