import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import type { Locale } from '@/shared/locale';

type Batch = Schemas['Batch'];
type Column = ExportColumn<Batch>;
const date = (iso: string | null, locale: Locale) => (iso ? formatBsDate(iso, locale) : null);

/** A batch a row: what it is, when it runs, and its members by name (each with its phase today). */
const COLUMNS: Column[] = [
  ['batch.field.code', (b) => b.code],
  ['batch.field.nameEn', (b) => b.nameEn],
  ['batch.field.nameNe', (b) => b.nameNe],
  ['batch.field.batchType', (b, i) => enumLabel(i, 'batchType', b.batchType)],
  ['batch.field.programmeName', (b) => b.programmeName],
  ['batch.field.provinceId', (b, _, l) => (l === 'np' ? b.province.nameNp : b.province.name)],
  ['batch.field.selectingAuthority', (b) => b.selectingAuthority],
  ['batch.field.callForProposalDate', (b, _, l) => date(b.callForProposalDate, l)],
  ['batch.field.entryFiscalYear', (b) => fiscalYearLabel(b.entryFiscalYear)],
  ['batch.field.startDate', (b, _, l) => date(b.startDate, l)],
  ['batch.field.plannedEndDate', (b, _, l) => date(b.plannedEndDate, l)],
  ['batch.field.actualEndDate', (b, _, l) => date(b.actualEndDate, l)],
  ['batch.field.status', (b, i) => enumLabel(i, 'batchStatus', b.status)],
  ['batch.column.members', (b) => b.memberCount],
  [
    'batch.export.members',
    (b, i, l) =>
      b.members
        .map(
          (m) =>
            `${l === 'np' ? m.palika.nameNp : m.palika.name} (${enumLabel(i, 'phase', m.phase)})`,
        )
        .join('; '),
  ],
];

const exporter = columnExport<Batch, Omit<QueryOf<'exportBatches'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/programme/batches/export', { params: { query } }),
);

export const batchExportHeader = exporter.header;
export const batchChunkLoader = exporter.loader;
