import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import type { ExportColumn } from '@/client/lib/records/column-export';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { formatNumber } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';
import { COST_SHARERS } from '@/shared/programme/enums';
import { programmeMessageId } from '@/shared/programmes';

type Batch = Schemas['Batch'];
type DateField = 'callForProposalDate' | 'startDate' | 'plannedEndDate' | 'actualEndDate';

const nameOf = (place: { name: string; nameNe: string }, locale: Locale) =>
  locale === 'np' ? place.nameNe : place.name;

/** A date the export writes in Bikram Sambat, in the reader's language. */
const bsColumn = (field: DateField): ExportColumn<Batch>[] => [
  [`batch.field.${field}`, (b, _, l) => (b[field] ? formatBsDate(b[field], l) : null)],
];

/**
 * A batch's fields in the order its export writes them (DOMAIN.md §7.3): the names head the
 * details rather than stand among them; the schedule and shares are read in words, the members
 * counted and listed by name with each one's phase today.
 */
export const BATCH_FIELDS = fieldTable<Batch>('BatchUpdate', 'batch', [
  { field: 'code' },
  { field: 'nameEn', details: false },
  { field: 'nameNe', details: false },
  { field: 'batchType' },
  {
    field: 'programmeName',
    // A known programme in the reader's language, another as stored.
    details: ({ programmeName: stored }, intl) => {
      const id = programmeMessageId(stored);
      return id ? intl.formatMessage({ id }) : stored;
    },
  },
  {
    field: 'provinceId',
    details: (b, _, locale) => nameOf(b.province, locale),
    export: [['batch.field.provinceId', (b, _, locale) => nameOf(b.province, locale)]],
  },
  { field: 'selectingAuthority' },
  { field: 'callForProposalDate', export: bsColumn('callForProposalDate') },
  {
    field: 'entryFiscalYear',
    details: (b, _, locale) => formatDigits(fiscalYearLabel(b.entryFiscalYear), locale),
    export: [['batch.field.entryFiscalYear', (b) => fiscalYearLabel(b.entryFiscalYear)]],
  },
  { field: 'startDate', export: bsColumn('startDate') },
  { field: 'plannedEndDate', export: bsColumn('plannedEndDate') },
  { field: 'actualEndDate', export: bsColumn('actualEndDate') },
  { field: 'status', list: 'batchStatus' },
  {
    field: 'phaseSchedule',
    label: 'batch.details.schedule',
    export: false,
    details: (b, intl) => {
      const phase = (code: string) => enumLabel(intl, 'phase', code);
      return b.phaseSchedule
        .map((s) =>
          s.months
            ? intl.formatMessage(
                { id: 'batch.details.phaseMonths' },
                { phase: phase(s.phase), months: s.months },
              )
            : phase(s.phase),
        )
        .join(' → ');
    },
  },
  {
    field: 'costShare',
    label: 'batch.details.costShare',
    export: false,
    details: (b, intl, locale) =>
      COST_SHARERS.filter((who) => b.costShare[who] !== undefined)
        .map(
          (who) =>
            `${intl.formatMessage({ id: `batch.field.costShare.${who}` })} ${formatNumber(b.costShare[who]!, locale, { maximumFractionDigits: 1 })} %`,
        )
        .join(', '),
  },
  // Read below the facts, as a paragraph.
  { field: 'description', details: false, export: false },
  {
    field: 'members',
    details: false,
    export: [
      ['batch.column.members', (b) => b.memberCount],
      [
        'batch.export.members',
        (b, intl, locale) =>
          b.members
            .map((m) => `${nameOf(m.palika, locale)} (${enumLabel(intl, 'phase', m.phase)})`)
            .join('; '),
      ],
    ],
  },
]);
