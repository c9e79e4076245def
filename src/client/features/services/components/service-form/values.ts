import { attributeValuesOf } from '@/client/components/attribute-fields';
import { orNull } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { toLatinDigits } from '@/shared/format/digits';
import { isLinkedKind } from '@/shared/palika/links';

export type RecordInput = Omit<Schemas['ServiceRecordUpdate'], 'version'>;
type Person = Schemas['ProfileSummary'];

export interface ServiceFormValues {
  isGroup: boolean;
  person?: Person;
  categoryId: string;
  serviceDate: string;
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo: string;
  providerType: string;
  providerName: string;
  providerId: string;
  quantity: string;
  unit: string;
  costNpr: string;
  fundingSource: string;
  assistiveDeviceType: string;
  deviceSerial: string;
  referralFacility: string;
  referralReason: string;
  referralStatus: string;
  referralOutcomeDate: string;
  participantsMale: string;
  participantsFemale: string;
  participantsOther: string;
  participantsPwd: string;
  attributes: Record<string, unknown>;
  followUpDate: string;
  notes: string;
}

export const TEXT_FIELDS = [
  'providerName',
  'deviceSerial',
  'referralFacility',
  'referralReason',
  'notes',
] as const;
export const NUMBER_FIELDS = [
  'participantsMale',
  'participantsFemale',
  'participantsOther',
  'participantsPwd',
] as const;

export function emptyServiceValues(place: {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
}): ServiceFormValues {
  return {
    isGroup: false,
    categoryId: '',
    serviceDate: toIsoDate(todayInNepal()),
    ...place,
    wardNo: '',
    providerType: '',
    providerName: '',
    providerId: '',
    quantity: '1',
    unit: '',
    costNpr: '',
    fundingSource: '',
    assistiveDeviceType: '',
    deviceSerial: '',
    referralFacility: '',
    referralReason: '',
    referralStatus: '',
    referralOutcomeDate: '',
    participantsMale: '',
    participantsFemale: '',
    participantsOther: '',
    participantsPwd: '',
    attributes: {},
    followUpDate: '',
    notes: '',
  };
}

/** The form of an existing record, to edit it. */
export function serviceValuesOf(
  record: Schemas['ServiceRecord'],
  person: Person | undefined,
  place: { provinceId?: number; districtId?: number },
): ServiceFormValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    isGroup: record.isGroup,
    person,
    categoryId: String(record.categoryId),
    serviceDate: record.serviceDate,
    ...place,
    palikaId: record.palikaId,
    wardNo: String(record.wardNo),
    providerType: record.providerType,
    providerName: text(record.providerName),
    providerId: text(record.providerId),
    quantity: String(record.quantity),
    unit: record.unit,
    costNpr: text(record.costNpr),
    fundingSource: text(record.fundingSource),
    assistiveDeviceType: text(record.assistiveDeviceType),
    deviceSerial: text(record.deviceSerial),
    referralFacility: text(record.referralFacility),
    referralReason: text(record.referralReason),
    referralStatus: text(record.referralStatus),
    referralOutcomeDate: text(record.referralOutcomeDate),
    participantsMale: text(record.participantsMale),
    participantsFemale: text(record.participantsFemale),
    participantsOther: text(record.participantsOther),
    participantsPwd: text(record.participantsPwd),
    attributes: { ...record.attributes },
    followUpDate: text(record.followUpDate),
    notes: text(record.notes),
  };
}

const number = (text: string) => {
  const latin = toLatinDigits(text.trim()).replace(/,/g, '');
  return latin === '' || Number.isNaN(Number(latin)) ? null : Number(latin);
};

export function serviceBodyOf(values: ServiceFormValues): RecordInput {
  return {
    pwdId: values.isGroup ? null : (values.person?._id ?? null),
    isGroup: values.isGroup,
    participantsMale: values.isGroup ? number(values.participantsMale) : null,
    participantsFemale: values.isGroup ? number(values.participantsFemale) : null,
    participantsOther: values.isGroup ? number(values.participantsOther) : null,
    participantsPwd: values.isGroup ? number(values.participantsPwd) : null,
    categoryId: Number(values.categoryId),
    serviceDate: values.serviceDate,
    palikaId: values.palikaId as number,
    wardNo: Number(values.wardNo),
    providerType: values.providerType as RecordInput['providerType'],
    providerName: orNull(values.providerName),
    // Only a provider of a kind that names a record keeps the record chosen for it.
    providerId: isLinkedKind(values.providerType) ? orNull(values.providerId) : null,
    quantity: number(values.quantity) ?? 0,
    unit: values.unit as RecordInput['unit'],
    costNpr: number(values.costNpr),
    fundingSource: (orNull(values.fundingSource) as RecordInput['fundingSource']) ?? null,
    assistiveDeviceType:
      (orNull(values.assistiveDeviceType) as RecordInput['assistiveDeviceType']) ?? null,
    deviceSerial: orNull(values.deviceSerial),
    referralFacility: orNull(values.referralFacility),
    referralReason: orNull(values.referralReason),
    referralStatus: (orNull(values.referralStatus) as RecordInput['referralStatus']) ?? null,
    referralOutcomeDate: orNull(values.referralOutcomeDate),
    attributes: attributeValuesOf(values.attributes),
    followUpDate: orNull(values.followUpDate),
    notes: orNull(values.notes),
  };
}
