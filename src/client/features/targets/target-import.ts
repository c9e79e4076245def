import { apiPost } from '@/client/lib/api-client';
import {
  type ImportColumn,
  choiceColumn,
  numberColumn,
  textColumn,
} from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { TARGET_MEASURES, TARGET_SOURCES } from '@/shared/targets/measures';
import { type GridPlace, placeFields } from './target-grid-rows';

type TargetRow = Schemas['TargetCreate'];
const label = (field: string) => `target.field.${field}`;
const figure = (field: string, required = false) =>
  numberColumn(field, label(field), { required, decimal: true });

/** A target's columns: the measure and its figures; the year and the place are the page's. */
export const TARGET_IMPORT_COLUMNS: ImportColumn[] = [
  choiceColumn('measure', label('measure'), {
    list: 'targetMeasure',
    codes: TARGET_MEASURES,
    required: true,
  }),
  numberColumn('categoryId', label('categoryId')),
  numberColumn('templateId', label('templateId')),
  numberColumn('attributeId', label('attributeId')),
  figure('total', true),
  figure('periodT1'),
  figure('periodT2'),
  figure('periodT3'),
  figure('female'),
  figure('male'),
  figure('other'),
  figure('baseline'),
  numberColumn('baselineFiscalYear', label('baselineFiscalYear')),
  figure('budgetNpr'),
  choiceColumn('source', label('source'), { list: 'targetSource', codes: TARGET_SOURCES }),
  textColumn('notes', label('notes')),
];

/** Targets of a spreadsheet for the page's place and year: each row set or proposed as one typed in the grid. */
export function targetImportKind(place: GridPlace, fiscalYear: number): ImportKind<TargetRow> {
  return {
    prefix: 'target',
    columns: TARGET_IMPORT_COLUMNS,
    bodyOf: (values) =>
      ({
        categoryId: null,
        templateId: null,
        attributeId: null,
        ...values,
        ...placeFields(place),
        fiscalYear,
        _id: crypto.randomUUID(),
      }) as TargetRow,
    send: (rows, dryRun) => apiPost('/api/targets/import', { body: { rows, dryRun } }),
  };
}
