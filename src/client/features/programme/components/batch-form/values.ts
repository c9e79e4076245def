import { orNull, textOf } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { COST_SHARERS, DPRP_SCHEDULE } from '@/shared/programme/enums';
import { DPRP_NAME } from '@/shared/programmes';

export type BatchInput = Omit<Schemas['BatchUpdate'], 'version'>;
export type Batch = Schemas['Batch'];

/** One member as the form holds it: dates as ISO text, empty text for nothing. */
export interface MemberValues {
  palikaId: number;
  /** The palika's and district's names, to show; not sent. */
  name: string;
  joinedOn: string;
  exitedOn: string;
  agreementNo: string;
  agreementDate: string;
  status: 'active' | 'withdrawn' | 'graduated';
}

/** The form's values: text as typed (numbers too, in either script), members with their names. */
export interface BatchFormValues {
  code: string;
  nameEn: string;
  nameNe: string;
  batchType: string;
  programmeName: string;
  provinceId: string;
  selectingAuthority: string;
  callForProposalDate: string;
  entryFiscalYear: string;
  startDate: string;
  plannedEndDate: string;
  actualEndDate: string;
  status: string;
  description: string;
  /** Months of each phase with an end, in DPRP order; the last phase (independent) has none. */
  phaseMonths: string[];
  costShare: Record<(typeof COST_SHARERS)[number], string>;
  members: MemberValues[];
}

export const DPRP_PROGRAMME = DPRP_NAME;

export function emptyBatchValues(entryFiscalYear: number): BatchFormValues {
  return {
    code: '',
    nameEn: '',
    nameNe: '',
    batchType: 'palika_cohort',
    programmeName: DPRP_PROGRAMME,
    provinceId: '',
    selectingAuthority: '',
    callForProposalDate: '',
    entryFiscalYear: String(entryFiscalYear),
    startDate: '',
    plannedEndDate: '',
    actualEndDate: '',
    status: 'planned',
    description: '',
    phaseMonths: DPRP_SCHEDULE.filter((s) => s.months).map((s) => String(s.months)),
    costShare: { province: '', palika: '', partner: '' },
    members: [],
  };
}

/** A stored batch as the form edits it. */
export function batchValuesOf(batch: Batch, locale: 'en' | 'np'): BatchFormValues {
  const schedule = batch.phaseSchedule.filter((s) => s.months);
  return {
    code: batch.code,
    nameEn: batch.nameEn,
    nameNe: batch.nameNe,
    batchType: batch.batchType,
    programmeName: batch.programmeName,
    provinceId: String(batch.provinceId),
    selectingAuthority: textOf(batch.selectingAuthority),
    callForProposalDate: textOf(batch.callForProposalDate),
    entryFiscalYear: String(batch.entryFiscalYear),
    startDate: batch.startDate,
    plannedEndDate: batch.plannedEndDate,
    actualEndDate: textOf(batch.actualEndDate),
    status: batch.status,
    description: textOf(batch.description),
    phaseMonths: schedule.map((s) => String(s.months)),
    costShare: Object.fromEntries(
      COST_SHARERS.map((who) => [
        who,
        batch.costShare[who] === undefined ? '' : String(batch.costShare[who]),
      ]),
    ) as BatchFormValues['costShare'],
    members: batch.members.map((m) => ({
      palikaId: m.palikaId,
      name: `${locale === 'np' ? m.palika.nameNp : m.palika.name} (${locale === 'np' ? m.district.nameNp : m.district.name})`,
      joinedOn: m.joinedOn,
      exitedOn: textOf(m.exitedOn),
      agreementNo: textOf(m.agreementNo),
      agreementDate: textOf(m.agreementDate),
      status: m.status,
    })),
  };
}

const numberOf = (value: string) => {
  const latin = toLatinDigits(value).trim();
  return latin === '' ? undefined : Number(latin);
};

/** What the API is sent: numbers as numbers, empty text as null, the schedule's phases named. */
export function batchBodyOf(values: BatchFormValues): BatchInput {
  const months = values.phaseMonths.map(numberOf);
  const costShare = Object.fromEntries(
    COST_SHARERS.map((who) => [who, numberOf(values.costShare[who])]).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return {
    code: values.code.trim().toUpperCase(),
    nameEn: values.nameEn.trim(),
    nameNe: values.nameNe.trim(),
    batchType: values.batchType as BatchInput['batchType'],
    programmeName: values.programmeName.trim(),
    provinceId: numberOf(values.provinceId) as number,
    selectingAuthority: orNull(values.selectingAuthority),
    callForProposalDate: orNull(values.callForProposalDate),
    entryFiscalYear: numberOf(values.entryFiscalYear) as number,
    startDate: values.startDate,
    plannedEndDate: values.plannedEndDate,
    actualEndDate: orNull(values.actualEndDate),
    status: values.status as BatchInput['status'],
    description: orNull(values.description),
    phaseSchedule: [
      ...DPRP_SCHEDULE.filter((s) => s.months).map((s, i) => ({
        phase: s.phase,
        months: months[i] as number,
      })),
      { phase: 'independent' as const },
    ],
    costShare,
    members: values.members.map((m) => ({
      palikaId: m.palikaId,
      joinedOn: m.joinedOn,
      exitedOn: orNull(m.exitedOn),
      agreementNo: orNull(m.agreementNo),
      agreementDate: orNull(m.agreementDate),
      status: m.status,
    })),
  };
}
