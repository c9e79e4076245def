import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { EMAIL, type PopulationFacts, blank, populationProblems } from './place-rules';

/** A CBR facilitator the palika appointed (DOMAIN.md §7.11). */
export interface CbrfFacts {
  name: string;
  phone?: string | null;
  appointedOn?: string | null;
}

/** What the rules of a palika's profile read; the API's input has all of it. */
export interface PalikaProfileFacts extends PopulationFacts {
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  focalPersonPhone?: string | null;
  committeeFormedOn?: string | null;
  idCardProcedureOn?: string | null;
  cbrfs?: readonly CbrfFacts[];
}

const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

/**
 * The rules of a palika's profile (DOMAIN.md §7.11) shared by the form and the API, on `today`:
 * phones, email and website well formed; its people as a ward's (place-rules); the coordination
 * committee and the ID-card procedure not dated after today; each CBR facilitator named, with a
 * well-formed phone and an appointment not after today.
 */
export function palikaProfileProblems(p: PalikaProfileFacts, todayIso: string): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  for (const field of ['phone', 'focalPersonPhone'] as const)
    if (!blank(p[field]) && !normalizePhone(p[field]!)) flag(field, 'invalidFormat');
  if (!blank(p.email) && !EMAIL.test(p.email!)) flag('email', 'invalidFormat');
  if (!blank(p.website) && !WEBSITE.test(p.website!)) flag('website', 'invalidFormat');
  problems.push(...populationProblems(p, todayIso));
  for (const field of ['committeeFormedOn', 'idCardProcedureOn'] as const)
    if (!blank(p[field]) && p[field]! > todayIso) flag(field, 'tooLarge');
  (p.cbrfs ?? []).forEach((cbrf, i) => {
    if (blank(cbrf.name?.trim())) flag(`cbrfs.${i}.name`, 'required');
    if (!blank(cbrf.phone) && !normalizePhone(cbrf.phone!))
      flag(`cbrfs.${i}.phone`, 'invalidFormat');
    if (!blank(cbrf.appointedOn) && cbrf.appointedOn! > todayIso)
      flag(`cbrfs.${i}.appointedOn`, 'tooLarge');
  });
  return problems;
}
