import type { ExportChunk } from '@/client/components/export-button';
import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { linkedRecordName } from '@/client/lib/linked-records';
import type { Cell } from '@/client/lib/table-file';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import type { Locale } from '@/shared/locale';
import type { IntlShape } from 'react-intl';

type Record_ = Schemas['ServiceRecord'];
type Column = [labelId: string, value: (r: Record_, intl: IntlShape, locale: Locale) => Cell];

const COLUMNS: Column[] = [
  ['services.field.serviceDate', (r, _, l) => formatBsDate(r.serviceDate, l)],
  ['services.fiscalYear', (r) => fiscalYearLabel(r.fiscalYear)],
  ['services.trimester', (r) => r.trimester],
  ['pwd.field.registrationNo', (r) => r.person?.registrationNo ?? null],
  ['pwd.field.nameNe', (r) => r.person?.nameNe ?? null],
  ['pwd.field.nameEn', (r) => r.person?.nameEn ?? null],
  ['services.category', (r, _, l) => (l === 'np' ? r.category.pathNe : r.category.pathEn)],
  ['services.field.assistiveDeviceType', (r, i) => enumLabel(i, 'device', r.assistiveDeviceType)],
  ['services.field.referralFacility', (r) => r.referralFacility ?? null],
  ['services.field.referralStatus', (r, i) => enumLabel(i, 'referralStatus', r.referralStatus)],
  ['services.field.quantity', (r) => r.quantity],
  ['services.field.unit', (r, i) => enumLabel(i, 'unit', r.unit)],
  ['services.field.costNpr', (r) => r.costNpr],
  ['services.field.fundingSource', (r, i) => enumLabel(i, 'funding', r.fundingSource)],
  ['services.field.participantsFemale', (r) => r.participantsFemale],
  ['services.field.participantsMale', (r) => r.participantsMale],
  ['services.field.participantsOther', (r) => r.participantsOther],
  ['services.field.participantsPwd', (r) => r.participantsPwd],
  ['pwd.field.palika', (r, _, l) => (l === 'np' ? r.palika.nameNp : r.palika.name)],
  ['pwd.field.wardNo', (r) => r.wardNo],
  ['services.field.providerType', (r, i) => enumLabel(i, 'provider', r.providerType)],
  [
    'services.field.providerId',
    (r, i, l) => (r.provider ? linkedRecordName(i, l, r.provider) : null),
  ],
  ['services.field.providerName', (r) => r.providerName ?? null],
  ['services.field.notes', (r) => r.notes ?? null],
];

export const serviceExportHeader = (intl: IntlShape) =>
  COLUMNS.map(([id]) => intl.formatMessage({ id }));

export function serviceChunkLoader(
  filters: Omit<QueryOf<'exportServiceRecords'>, 'after' | 'limit'>,
  intl: IntlShape,
  locale: Locale,
) {
  return async (after: string | undefined): Promise<ExportChunk> => {
    const chunk = await apiGet('/api/services/records/export', {
      params: { query: { ...filters, after, limit: 1000 } },
    });
    return {
      rows: chunk.items.map((r) => COLUMNS.map(([, value]) => value(r, intl, locale))),
      total: chunk.total,
      next: chunk.next,
    };
  };
}
