import type { ExportChunk } from '@/client/components/export-button';
import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import type { Cell } from '@/client/lib/table-file';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import type { Locale } from '@/shared/locale';
import type { IntlShape } from 'react-intl';

type Profile = Schemas['Profile'];
type Column = [labelId: string, value: (p: Profile, intl: IntlShape, locale: Locale) => Cell];

const bs = (iso: string | null | undefined, locale: Locale) =>
  iso ? formatBsDate(iso, locale) : null;
const place = (p: { name: string; nameNp: string }, locale: Locale) =>
  locale === 'np' ? p.nameNp : p.name;
const list = (intl: IntlShape, name: string, codes: readonly string[] | null | undefined) =>
  (codes ?? []).map((c) => enumLabel(intl, name, c)).join('; ');
const yesNo = (intl: IntlShape, value: boolean | null | undefined) =>
  value == null ? null : enumLabel(intl, 'yesNo', String(value));

/** The columns of an exported list: every field a palika needs for its registers, in the reader's language. */
const COLUMNS: Column[] = [
  ['pwd.field.registrationNo', (p) => p.registrationNo],
  ['pwd.field.registrationDate', (p, _, l) => bs(p.registrationDate, l)],
  ['pwd.field.nameNe', (p) => p.nameNe],
  ['pwd.field.nameEn', (p) => p.nameEn ?? null],
  ['pwd.field.gender', (p, i) => enumLabel(i, 'gender', p.gender)],
  ['pwd.field.dob', (p, _, l) => bs(p.dob, l)],
  ['pwd.field.age', (p) => p.age],
  ['pwd.field.province', (p, _, l) => place(p.places.province, l)],
  ['pwd.field.district', (p, _, l) => place(p.places.district, l)],
  ['pwd.field.palika', (p, _, l) => place(p.places.palika, l)],
  ['pwd.field.wardNo', (p) => p.wardNo],
  ['pwd.field.tole', (p) => p.tole ?? null],
  ['pwd.field.disabilityTypes', (p, i) => list(i, 'disabilityType', p.disabilityTypes)],
  [
    'pwd.field.primaryDisabilityType',
    (p, i) => enumLabel(i, 'disabilityType', p.primaryDisabilityType),
  ],
  ['pwd.field.disabilitySubtypes', (p, i) => list(i, 'subtype', p.disabilitySubtypes)],
  ['pwd.field.severityClass', (p, i) => enumLabel(i, 'severity', p.severityClass)],
  ['pwd.field.cardStatus', (p, i) => enumLabel(i, 'cardStatus', p.cardStatus)],
  ['pwd.field.cardNo', (p) => p.cardNo ?? null],
  ['pwd.field.cardIssueDate', (p, _, l) => bs(p.cardIssueDate, l)],
  ['pwd.field.phone', (p) => p.phone ?? null],
  ['pwd.field.fatherName', (p) => p.fatherName ?? null],
  ['pwd.field.motherName', (p) => p.motherName ?? null],
  ['pwd.field.guardianName', (p) => p.guardianName ?? null],
  ['pwd.field.guardianRelation', (p, i) => enumLabel(i, 'relation', p.guardianRelation)],
  ['pwd.field.guardianPhone', (p) => p.guardianPhone ?? null],
  ['pwd.field.citizenshipNo', (p) => p.citizenshipNo ?? null],
  ['pwd.field.nin', (p) => p.nin ?? null],
  ['pwd.field.ssaReceiving', (p, i) => yesNo(i, p.ssaReceiving)],
  ['pwd.field.healthInsuranceStatus', (p, i) => enumLabel(i, 'insurance', p.healthInsuranceStatus)],
  ['pwd.field.educationStatus', (p, i) => enumLabel(i, 'education', p.educationStatus)],
  ['pwd.field.schoolId', (p) => p.school?.nameNe ?? null],
  ['pwd.field.registeredByFchvId', (p) => p.registeredByFchv?.nameNe ?? null],
  ['pwd.field.livelihoodStatus', (p, i) => enumLabel(i, 'livelihood', p.livelihoodStatus)],
  ['pwd.field.status', (p, i) => enumLabel(i, 'profileStatus', p.status)],
];

export const profileExportHeader = (intl: IntlShape) =>
  COLUMNS.map(([id]) => intl.formatMessage({ id }));

/** Loads a chunk of exactly the filtered profiles the server lets this user see, as rows of the file. */
export function profileChunkLoader(
  filters: Omit<QueryOf<'exportProfiles'>, 'after' | 'limit'>,
  intl: IntlShape,
  locale: Locale,
) {
  return async (after: string | undefined): Promise<ExportChunk> => {
    const chunk = await apiGet('/api/pwd/profiles/export', {
      params: { query: { ...filters, after, limit: 1000 } },
    });
    return {
      rows: chunk.items.map((p) => COLUMNS.map(([, value]) => value(p, intl, locale))),
      total: chunk.total,
      next: chunk.next,
    };
  };
}
