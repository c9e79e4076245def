import { type FieldSpec, fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';

type Target = Schemas['Target'];

/** What the page gives every target rather than a sheet: the year and the place. */
const GIVEN = ['fiscalYear', 'scope', 'provinceId', 'districtId', 'palikaId', 'batchId'];

/** What narrows a measure: a sheet that leaves it out means none (every category). */
const NARROWING = ['categoryId', 'templateId', 'attributeId'];

/**
 * A target's fields in the contract's order, each read by its type (a figure with decimals, a
 * year or an id whole): the measure and the source by their lists, the year and the place left to
 * the page. A target has no details or export of its own; the import and the grid read this.
 */
export const TARGET_FIELDS = fieldTable<Target>('TargetUpdate', 'target', [
  ...GIVEN.map((field): FieldSpec<Target> => ({ field, import: false })),
  { field: 'measure', list: 'targetMeasure' },
  ...NARROWING.map((field): FieldSpec<Target> => ({
    field,
    imported: (values) => values[field] ?? null,
  })),
  { field: 'source', list: 'targetSource' },
]);
