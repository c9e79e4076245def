import { type FormValuesOf, contractForm } from '@/client/lib/records/contract-form';
import { orNull, textOf } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { COST_SHARERS, DPRP_SCHEDULE } from '@/shared/programme/enums';
import { DPRP_NAME } from '@/shared/programmes';

export type BatchInput = Omit<Schemas['BatchUpdate'], 'version'>;
export type Batch = Schemas['Batch'];
type Own = 'phaseSchedule' | 'costShare' | 'members';

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

/** The form's values: the contract's fields as typed (numbers too, in either script), the schedule's months, the shares and the members with their names. */
export type BatchFormValues = FormValuesOf<'BatchUpdate', Own> & {
  /** Months of each phase with an end, in DPRP order; the last phase (independent) has none. */
  phaseMonths: string[];
  costShare: Record<(typeof COST_SHARERS)[number], string>;
  members: MemberValues[];
};

export const DPRP_PROGRAMME = DPRP_NAME;

const form = contractForm('BatchUpdate', ['phaseSchedule', 'costShare', 'members'] as Own[]);

/** A new batch of the year: a planned DPRP palika cohort on the DPRP schedule. */
export function emptyBatchValues(entryFiscalYear: number): BatchFormValues {
  return {
    ...form.empty(),
    batchType: 'palika_cohort',
    programmeName: DPRP_PROGRAMME,
    entryFiscalYear: String(entryFiscalYear),
    status: 'planned',
    phaseMonths: DPRP_SCHEDULE.filter((s) => s.months).map((s) => String(s.months)),
    costShare: { province: '', palika: '', partner: '' },
    members: [],
  };
}

/** A stored batch as the form edits it. */
export function batchValuesOf(batch: Batch, locale: 'en' | 'np'): BatchFormValues {
  const schedule = batch.phaseSchedule.filter((s) => s.months);
  const nameOf = (place: { name: string; nameNe: string }) =>
    locale === 'np' ? place.nameNe : place.name;
  return {
    ...form.valuesOf(batch),
    phaseMonths: schedule.map((s) => String(s.months)),
    costShare: Object.fromEntries(
      COST_SHARERS.map((who) => [
        who,
        batch.costShare[who] === undefined ? '' : String(batch.costShare[who]),
      ]),
    ) as BatchFormValues['costShare'],
    members: batch.members.map((m) => ({
      palikaId: m.palikaId,
      name: `${nameOf(m.palika)} (${nameOf(m.district)})`,
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

/** What the API is sent: the contract's fields as it takes them, the code in capitals, the schedule's phases named, the shares given. */
export function batchBodyOf(values: BatchFormValues): BatchInput {
  const months = values.phaseMonths.map(numberOf);
  const costShare = Object.fromEntries(
    COST_SHARERS.map((who) => [who, numberOf(values.costShare[who])]).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return {
    ...(form.bodyOf(values) as Omit<BatchInput, Own>),
    code: values.code.trim().toUpperCase(),
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
