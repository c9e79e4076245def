import { attributeValuesOf } from '@/client/components/attribute-fields';
import {
  type FormValuesOf,
  type PlaceValues,
  placedForm,
} from '@/client/lib/records/contract-form';
import { RECORD_FIELDS } from '@/shared/api/contract-tables';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { toLatinDigits } from '@/shared/format/digits';
import { isLinkedKind } from '@/shared/palika/links';

export type RecordInput = Omit<Schemas['ServiceRecordUpdate'], 'version'>;
type Person = Schemas['ProfileSummary'];
type Own = 'pwdId' | 'isGroup' | 'attributes';

/** The form's values: the contract's fields as typed, the place for its picker, the person chosen, the mode, the attributes. */
export type ServiceFormValues = FormValuesOf<'ServiceRecordUpdate', Own | 'palikaId'> &
  PlaceValues & { isGroup: boolean; person?: Person; attributes: Record<string, unknown> };

const form = placedForm('ServiceRecordUpdate', ['pwdId', 'isGroup', 'attributes'] as Own[]);

/** The contract's number fields: a service's counts and costs may be typed with thousands' commas. */
const NUMBERS = Object.entries(RECORD_FIELDS.ServiceRecordUpdate)
  .filter(
    ([field, f]) =>
      (f.type === 'integer' || f.type === 'number') && !['version', 'palikaId'].includes(field),
  )
  .map(([field]) => field as keyof ServiceFormValues);

const number = (text: string) => {
  const latin = toLatinDigits(text.trim()).replace(/,/g, '');
  return latin === '' || Number.isNaN(Number(latin)) ? null : Number(latin);
};

/** A new service at the given place: to one person, one of a thing, today. */
export function emptyServiceValues(place: PlaceValues): ServiceFormValues {
  return {
    ...form.empty(place),
    isGroup: false,
    serviceDate: toIsoDate(todayInNepal()),
    quantity: '1',
    attributes: {},
  };
}

/** The form of an existing record, to edit it. */
export function serviceValuesOf(
  record: Schemas['ServiceRecord'],
  person: Person | undefined,
  place: { provinceId?: number; districtId?: number },
): ServiceFormValues {
  return {
    ...form.valuesOf(record, place),
    isGroup: record.isGroup,
    person,
    attributes: { ...record.attributes },
  };
}

/** What the API is sent: the person's id or the group's counts as the mode says, a linked provider only of a kind that names one. */
export function serviceBodyOf(values: ServiceFormValues): RecordInput {
  const body = form.bodyOf(values);
  const numbers = Object.fromEntries(
    NUMBERS.map((field) => [field, number(values[field] as string)]),
  );
  const group = (count: number | null) => (values.isGroup ? count : null);
  return {
    ...body,
    ...numbers,
    pwdId: values.isGroup ? null : (values.person?._id ?? null),
    isGroup: values.isGroup,
    participantsMale: group(numbers.participantsMale),
    participantsFemale: group(numbers.participantsFemale),
    participantsOther: group(numbers.participantsOther),
    participantsPwd: group(numbers.participantsPwd),
    palikaId: values.palikaId,
    providerId: isLinkedKind(values.providerType) ? body.providerId : null,
    quantity: numbers.quantity ?? 0,
    attributes: attributeValuesOf(values.attributes),
  } as RecordInput;
}
