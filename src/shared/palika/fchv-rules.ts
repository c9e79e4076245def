import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { FCHV_MINIMUM_AGE, FCHV_PROGRAMME_START_BS, FCHV_RETIREMENT_AGE } from './enums';
import { blank, bsYearOf } from './place-rules';

export interface FchvTrainingFacts {
  trainingType: string;
  date: string;
  days?: number | null;
}

/** What the rules of an FCHV read; the API's input has all of it. */
export interface FchvFacts {
  wardNo: number;
  birthDate: string;
  phone?: string | null;
  appointmentYear: number;
  selectedOn?: string | null;
  basicTrainingCompleted: boolean;
  basicTrainingDate?: string | null;
  status: string;
  statusDate?: string | null;
  trainings?: readonly FchvTrainingFacts[];
}

/** Whole years from an ISO date to another (a birthday not yet reached this year does not count). */
export function yearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number);
  const [ty, tm, td] = toIso.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** The day she turns 60 and retires. */
export function retirementDate(birthIso: string): string {
  const [y, m, d] = birthIso.split('-').map(Number);
  const date = new Date(Date.UTC(y + FCHV_RETIREMENT_AGE, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** Where an active FCHV stands against retirement on `today`: past 60, due within a year, or neither. */
export function retirementStanding(
  birthIso: string,
  status: string,
  todayIso: string,
): 'past' | 'due' | null {
  if (status !== 'active') return null;
  const due = retirementDate(birthIso);
  if (due <= todayIso) return 'past';
  const [y, m, d] = todayIso.split('-').map(Number);
  const inAYear = new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
  return due <= inAYear ? 'due' : null;
}

/**
 * The rules of an FCHV (DOMAIN.md §7.7) shared by the form and the API, on `today`: at least 18;
 * appointed between the programme's start (2045) and this year, and not before she was 18; a
 * basic training completed has its date; a status other than active has its date; no date
 * after today; each training with its type and a date; the phone well formed; the ward the
 * palika's (when its ward count is known). Her supervising facility being of her palika is the
 * server's to check.
 */
export function fchvProblems(f: FchvFacts, todayIso: string, wardCount?: number): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code'], limit?: number) =>
    problems.push(limit === undefined ? { field, code } : { field, code, limit });
  const future = (field: string, value: string | null | undefined) => {
    if (!blank(value) && value! > todayIso) flag(field, 'tooLarge');
  };
  if (wardCount !== undefined && f.wardNo > wardCount) flag('wardNo', 'tooLarge', wardCount);
  if (!blank(f.birthDate)) {
    if (yearsBetween(f.birthDate, todayIso) < FCHV_MINIMUM_AGE) flag('birthDate', 'tooLarge');
  }
  const thisYear = bsYearOf(todayIso) ?? FCHV_PROGRAMME_START_BS;
  if (f.appointmentYear < FCHV_PROGRAMME_START_BS)
    flag('appointmentYear', 'tooSmall', FCHV_PROGRAMME_START_BS);
  else if (f.appointmentYear > thisYear) flag('appointmentYear', 'tooLarge', thisYear);
  else if (!blank(f.birthDate)) {
    const adult = (bsYearOf(f.birthDate) ?? 0) + FCHV_MINIMUM_AGE;
    if (f.appointmentYear < adult) flag('appointmentYear', 'tooSmall', adult);
  }
  if (f.basicTrainingCompleted && blank(f.basicTrainingDate)) flag('basicTrainingDate', 'required');
  if (f.status !== 'active' && blank(f.statusDate)) flag('statusDate', 'required');
  future('selectedOn', f.selectedOn);
  future('basicTrainingDate', f.basicTrainingDate);
  future('statusDate', f.statusDate);
  if (!blank(f.phone) && !normalizePhone(f.phone!)) flag('phone', 'invalidFormat');
  (f.trainings ?? []).forEach((t, i) => {
    if (blank(t.trainingType)) flag(`trainings.${i}.trainingType`, 'required');
    if (blank(t.date)) flag(`trainings.${i}.date`, 'required');
    else future(`trainings.${i}.date`, t.date);
  });
  return problems;
}
