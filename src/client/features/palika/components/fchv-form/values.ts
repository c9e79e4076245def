import {
  numberOrNull,
  numberText,
  orNull,
  textOf,
  yesNoOrNull,
} from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type FchvInput = Omit<Schemas['FchvUpdate'], 'version'>;
export type Fchv = Schemas['Fchv'];
type Training = FchvInput['trainings'][number];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const FCHV_ENUM_FIELDS = {
  status: 'fchvStatus',
  education: 'educationLevel',
  maritalStatus: 'marital',
  casteEthnicityCode: 'caste',
  areaType: 'areaType',
  hasSmartphone: 'yesNo',
  hasIdCard: 'yesNo',
  hasKit: 'yesNo',
  basicTrainingCompleted: 'yesNo',
} as const;

export interface TrainingValues {
  trainingType: string;
  date: string;
  days: string;
  organiser: string;
  cohort: string;
}

/** The form's values: text as typed (numbers too, in either script), the place for its picker. */
export interface FchvFormValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo: string;
  fchvCode: string;
  nameNe: string;
  nameEn: string;
  birthDate: string;
  phone: string;
  hasSmartphone: string;
  citizenshipNo: string;
  casteEthnicityCode: string;
  education: string;
  maritalStatus: string;
  catchmentToles: string;
  catchmentHouseholds: string;
  supervisingFacilityId: string;
  mothersGroupName: string;
  mothersGroupMembers: string;
  areaType: string;
  selectedOn: string;
  appointmentYear: string;
  basicTrainingCompleted: string;
  basicTrainingDate: string;
  hasIdCard: string;
  hasKit: string;
  trainings: TrainingValues[];
  status: string;
  statusDate: string;
  userId: string;
}

type Place = Pick<FchvFormValues, 'provinceId' | 'districtId' | 'palikaId'>;
const yesNoText = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const emptyTraining = (): TrainingValues => ({
  trainingType: '',
  date: '',
  days: '',
  organiser: '',
  cohort: '',
});

export function emptyFchvValues(place: Place = {}): FchvFormValues {
  return {
    ...place,
    wardNo: '',
    fchvCode: '',
    nameNe: '',
    nameEn: '',
    birthDate: '',
    phone: '',
    hasSmartphone: '',
    citizenshipNo: '',
    casteEthnicityCode: '',
    education: '',
    maritalStatus: '',
    catchmentToles: '',
    catchmentHouseholds: '',
    supervisingFacilityId: '',
    mothersGroupName: '',
    mothersGroupMembers: '',
    areaType: '',
    selectedOn: '',
    appointmentYear: '',
    basicTrainingCompleted: '',
    basicTrainingDate: '',
    hasIdCard: '',
    hasKit: '',
    trainings: [],
    status: 'active',
    statusDate: '',
    userId: '',
  };
}

/** A stored FCHV as the form edits her. */
export function fchvValuesOf(f: Fchv, place: Place = {}): FchvFormValues {
  return {
    ...place,
    palikaId: f.palikaId,
    wardNo: String(f.wardNo),
    fchvCode: textOf(f.fchvCode),
    nameNe: f.nameNe,
    nameEn: textOf(f.nameEn),
    birthDate: f.birthDate,
    phone: textOf(f.phone),
    hasSmartphone: yesNoText(f.hasSmartphone),
    citizenshipNo: textOf(f.citizenshipNo),
    casteEthnicityCode: textOf(f.casteEthnicityCode),
    education: textOf(f.education),
    maritalStatus: textOf(f.maritalStatus),
    catchmentToles: textOf(f.catchmentToles),
    catchmentHouseholds: numberText(f.catchmentHouseholds),
    supervisingFacilityId: f.supervisingFacilityId,
    mothersGroupName: textOf(f.mothersGroupName),
    mothersGroupMembers: numberText(f.mothersGroupMembers),
    areaType: textOf(f.areaType),
    selectedOn: textOf(f.selectedOn),
    appointmentYear: String(f.appointmentYear),
    basicTrainingCompleted: String(f.basicTrainingCompleted),
    basicTrainingDate: textOf(f.basicTrainingDate),
    hasIdCard: yesNoText(f.hasIdCard),
    hasKit: yesNoText(f.hasKit),
    trainings: f.trainings.map((t) => ({
      trainingType: t.trainingType,
      date: t.date,
      days: numberText(t.days),
      organiser: textOf(t.organiser),
      cohort: textOf(t.cohort),
    })),
    status: f.status,
    statusDate: textOf(f.statusDate),
    userId: textOf(f.userId),
  };
}

/** What the API is sent: numbers as numbers, empty text as null. */
export function fchvBodyOf(v: FchvFormValues): FchvInput {
  const enumOrNull = <T>(value: string) => (value === '' ? null : (value as T));
  return {
    palikaId: v.palikaId as number,
    wardNo: numberOrNull(v.wardNo) as number,
    fchvCode: orNull(v.fchvCode),
    nameNe: v.nameNe.trim(),
    nameEn: orNull(v.nameEn),
    birthDate: v.birthDate,
    phone: orNull(v.phone),
    hasSmartphone: yesNoOrNull(v.hasSmartphone),
    citizenshipNo: orNull(v.citizenshipNo),
    casteEthnicityCode: enumOrNull<FchvInput['casteEthnicityCode']>(v.casteEthnicityCode),
    education: enumOrNull<FchvInput['education']>(v.education),
    maritalStatus: enumOrNull<FchvInput['maritalStatus']>(v.maritalStatus),
    catchmentToles: orNull(v.catchmentToles),
    catchmentHouseholds: numberOrNull(v.catchmentHouseholds),
    supervisingFacilityId: v.supervisingFacilityId,
    mothersGroupName: orNull(v.mothersGroupName),
    mothersGroupMembers: numberOrNull(v.mothersGroupMembers),
    areaType: enumOrNull<FchvInput['areaType']>(v.areaType),
    selectedOn: orNull(v.selectedOn),
    appointmentYear: numberOrNull(v.appointmentYear) as number,
    basicTrainingCompleted: v.basicTrainingCompleted === 'true',
    basicTrainingDate: orNull(v.basicTrainingDate),
    hasIdCard: yesNoOrNull(v.hasIdCard),
    hasKit: yesNoOrNull(v.hasKit),
    trainings: v.trainings.map((t): Training => ({
      trainingType: t.trainingType as Training['trainingType'],
      date: t.date,
      days: numberOrNull(t.days),
      organiser: orNull(t.organiser),
      cohort: orNull(t.cohort),
    })),
    status: v.status as FchvInput['status'],
    statusDate: orNull(v.statusDate),
    userId: orNull(v.userId),
  };
}
