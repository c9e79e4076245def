import {
  type FormValuesOf,
  type PlaceValues,
  contractForm,
} from '@/client/lib/records/contract-form';
import { RECORD_FIELDS } from '@/shared/api/contract-tables';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { toLatinDigits } from '@/shared/format/digits';

export type PwdInput = Omit<Schemas['ProfileUpdate'], 'version'>;

/** Held their own way: the palika by the place picker, two ticks as true or false. */
type Own = 'palikaId' | 'dobEstimated' | 'consentGiven';
const form = contractForm('ProfileUpdate', ['palikaId', 'dobEstimated', 'consentGiven']);

/** What the form holds: the contract's fields as typed, '' for empty; the palika with its district and province for the picker. */
export type PwdFormValues = FormValuesOf<'ProfileUpdate', Own> &
  PlaceValues & { dobEstimated: boolean; consentGiven: boolean };

/** The place a new person starts at: a user of one palika starts there. */
export type HomePlace = PlaceValues;

/** The whole numbers of the form (a ward, an age, a fiscal year, a WG answer, a district). */
const WHOLE = Object.entries(RECORD_FIELDS.ProfileUpdate)
  .filter(([field, f]) => f.type === 'integer' && field !== 'version' && field !== 'palikaId')
  .map(([field]) => field);

export function emptyPwdValues(home: HomePlace): PwdFormValues {
  return {
    ...form.empty(),
    ...home,
    registrationDate: toIsoDate(todayInNepal()),
    cardStatus: 'none',
    status: 'active',
    dobEstimated: false,
    consentGiven: false,
  };
}

export function pwdValuesOf(profile: Schemas['Profile']): PwdFormValues {
  return {
    ...form.valuesOf(profile),
    provinceId: profile.places.province._id,
    districtId: profile.places.district._id,
    palikaId: profile.palikaId,
    dobEstimated: profile.dobEstimated,
    consentGiven: profile.consentGiven,
  };
}

/** Whole digits in either script, else nothing. */
const wholeOrNull = (text: string) => {
  const latin = toLatinDigits(text.trim());
  return /^\d+$/.test(latin) ? Number(latin) : null;
};

/** The API's body: blank text as null (required text too: the rules name it), whole numbers parsed, yes/no as booleans. */
export function pwdBodyOf(values: PwdFormValues): PwdInput {
  const body = Object.entries(form.bodyOf(values)).map(([field, value]) => [
    field,
    value === '' ? null : value,
  ]);
  const numbers = WHOLE.map((field) => [
    field,
    wholeOrNull(values[field as keyof PwdFormValues] as string),
  ]);
  return {
    ...(Object.fromEntries([...body, ...numbers]) as PwdInput),
    palikaId: values.palikaId as number,
    dobEstimated: values.dobEstimated,
    consentGiven: values.consentGiven,
  };
}
