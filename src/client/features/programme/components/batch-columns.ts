import { BATCH_FIELDS } from '@/client/features/programme/batch-fields';
import { formatDigits } from '@/client/lib/format';
import { fieldTableColumns } from '@/client/lib/records/field-lists';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { programmeMessageId } from '@/shared/programmes';

/** Batches: code (opens it), name, province, programme, entry year, start, members and status. */
export const BATCH_TABLE = fieldTableColumns(BATCH_FIELDS, 'page.batchProfileList', [
  {
    id: 'code',
    label: 'batch.field.code',
    cell: {
      kind: 'open',
      text: (b) => b.code,
      label: (b, { t }) => `${t('batch.open')}: ${b.code}`,
      mono: true,
    },
  },
  {
    id: 'name',
    label: 'batch.column.name',
    cell: { kind: 'text', value: (b, { locale }) => (locale === 'np' ? b.nameNe : b.nameEn) },
  },
  {
    id: 'province',
    label: 'batch.field.provinceId',
    cell: { kind: 'place', value: (b) => b.province },
  },
  {
    id: 'programme',
    label: 'batch.field.programmeName',
    cell: {
      kind: 'text',
      // A known programme in the reader's language, another as stored.
      value: ({ programmeName: stored }, { t }) => {
        const id = programmeMessageId(stored);
        return id ? t(id) : stored;
      },
    },
  },
  {
    id: 'entryFiscalYear',
    label: 'batch.field.entryFiscalYear',
    cell: {
      kind: 'text',
      value: (b, { locale }) => formatDigits(fiscalYearLabel(b.entryFiscalYear), locale),
    },
  },
  'startDate',
  {
    id: 'members',
    label: 'batch.column.members',
    cell: { kind: 'number', value: (b) => b.memberCount },
  },
  'status',
]);
