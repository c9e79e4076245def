import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';

type Value = Schemas['ActivityValue'];
type Column = ExportColumn<Value>;

/** An attribute's value as a cell: a count by cell reads `female:18-59 4; male:0-17 2`. */
const attributeText = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .map(([cell, n]) => `${cell} ${String(n)}`)
        .join('; ')
    : Array.isArray(value)
      ? value.join('; ')
      : String(value);

/** A recorded value a row: where, which activity, when, what it achieved, and its attributes. */
const COLUMNS: Column[] = [
  ['value.field.palika', (v, _, l) => (l === 'np' ? v.palika.nameNp : v.palika.name)],
  ['activity.field.code', (v) => v.activity.code],
  ['activity.field.nameNe', (v) => v.activity.nameNe],
  ['activity.field.nameEn', (v) => v.activity.nameEn],
  ['value.field.recordDate', (v, _, l) => formatBsDate(v.recordDate, l)],
  ['value.field.recordDateAd', (v) => v.recordDate],
  ['value.field.fiscalYear', (v) => fiscalYearLabel(v.fiscalYear)],
  ['value.field.trimester', (v, i) => enumLabel(i, 'trimester', String(v.trimester))],
  ['value.field.achievedOutput', (v) => v.achievedOutput],
  ['activity.field.unit', (v, i) => enumLabel(i, 'unit', v.activity.unit)],
  ['value.field.expenditureNpr', (v) => v.expenditureNpr],
  ['value.field.participantsMale', (v) => v.participantsMale],
  ['value.field.participantsFemale', (v) => v.participantsFemale],
  ['value.field.participantsOther', (v) => v.participantsOther],
  ['value.field.wardNo', (v) => v.wardNo],
  [
    'value.field.attributes',
    (v) =>
      Object.entries(v.attributes)
        .map(([code, value]) => `${code}: ${attributeText(value)}`)
        .join(' | '),
  ],
  ['value.field.notes', (v) => v.notes],
];

const exporter = columnExport<Value, Omit<QueryOf<'exportActivityValues'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/programme/values/export', { params: { query } }),
);

export const valueExportHeader = exporter.header;
export const valueChunkLoader = exporter.loader;
