import { fieldImportAt } from '@/client/lib/records/field-sheets';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import { targetRecords } from './api/target-records';
import { TARGET_FIELDS } from './target-fields';
import { type GridPlace, placeFields } from './target-grid-rows';

type TargetRow = Schemas['TargetCreate'];

/** Targets of a spreadsheet for the page's place and year: each row set or proposed as one typed in the grid. */
export const targetImportKind = (place: GridPlace, fiscalYear: number): ImportKind<TargetRow> =>
  fieldImportAt<TargetRow>(
    'target',
    TARGET_FIELDS,
    targetRecords.importRows,
  )({ ...placeFields(place), fiscalYear });
