import { randomUUID } from 'node:crypto';
import { updateBodyOf } from './update-body';

/** A sound health post of a palika's ward 3. */
export function validFacility(palikaId: number, extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    palikaId,
    wardNo: 3,
    hmisCode: null,
    dhis2Uid: null,
    nameNe: 'हात्तीमुडा स्वास्थ्य चौकी',
    nameEn: 'Hattimuda Health Post',
    facilityType: 'health_post',
    ownership: 'local',
    inChargeName: 'Sita Rai',
    inChargePhone: '9842012345',
    email: null,
    beds: null,
    services: ['immunization', 'outreach_clinic'],
    catchmentWards: [2, 3, 4],
    insuranceFirstPoint: true,
    operationalStatus: 'functional',
    latitude: 26.45,
    longitude: 87.27,
    ...extra,
  };
}

/** What an update sends: the facility as read, without what the server works out, at its version. */
export const facilityUpdateOf = (
  facility: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => updateBodyOf(facility, ['palika', 'district', 'fchvsSupervised'], changes);

/** A sound FCHV of a palika's ward 3, supervised by the facility given, with two trainings. */
export function validFchv(
  palikaId: number,
  facilityId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    _id: randomUUID(),
    palikaId,
    wardNo: 3,
    fchvCode: null,
    nameNe: 'सीता कुमारी राई',
    nameEn: 'Sita Kumari Rai',
    birthDate: '1980-05-10',
    phone: '9842012345',
    hasSmartphone: true,
    citizenshipNo: null,
    casteEthnicityCode: '2',
    education: 'secondary',
    maritalStatus: 'married',
    catchmentToles: 'Hattimuda, Bhaudaha',
    catchmentHouseholds: 140,
    supervisingFacilityId: facilityId,
    mothersGroupName: 'Hattimuda Mothers Group',
    mothersGroupMembers: 24,
    areaType: 'rural',
    selectedOn: '2008-06-15',
    appointmentYear: 2065,
    basicTrainingCompleted: true,
    basicTrainingDate: '2008-09-01',
    hasIdCard: true,
    hasKit: true,
    trainings: [
      {
        trainingType: 'basic_18day',
        date: '2008-09-01',
        days: 18,
        organiser: 'DHO Morang',
        cohort: null,
      },
      {
        trainingType: 'disability_prevention',
        date: '2024-02-11',
        days: 3,
        organiser: 'DPRP',
        cohort: 'B2',
      },
    ],
    status: 'active',
    statusDate: null,
    userId: null,
    ...extra,
  };
}

/** What an FCHV's update sends: the record as read, without what the server works out. */
export const fchvUpdateOf = (
  fchv: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) =>
  updateBodyOf(
    fchv,
    ['palika', 'district', 'age', 'retirement', 'retirementDate', 'supervisingFacility', 'user'],
    changes,
  );

/** What a ward profile's update sends: the profile as read, without what the server works out. */
export const wardUpdateOf = (
  ward: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => updateBodyOf(ward, ['palika', 'district', 'fchvCount', 'filled'], changes);

/** A sound community school of a palika's ward 3 with a resource class and its enrolment. */
export function validSchool(palikaId: number, extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    palikaId,
    wardNo: 3,
    iemisCode: `${300000 + Math.floor(Math.random() * 600000)}`,
    nameNe: 'श्री जनता माध्यमिक विद्यालय',
    nameEn: 'Shree Janata Secondary School',
    schoolType: 'community',
    institutionalForm: null,
    religiousKind: null,
    levels: ['basic_1_5', 'basic_6_8', 'secondary_9_10'],
    specialEducation: 'resource_class',
    resourceClassTypes: ['hearing'],
    accessibility: ['ramp'],
    headTeacherName: 'Hari Prasad Koirala',
    headTeacherPhone: '9842023456',
    smcChairName: 'Gita Limbu',
    studentsFemale: 220,
    studentsMale: 205,
    studentsOther: null,
    cwdEnrolled: [
      { disabilityType: 'physical', female: 2, male: 3, other: 0 },
      { disabilityType: 'hearing', female: 4, male: 5, other: 0 },
    ],
    teachersTrainedInclusive: 2,
    academicYearBs: 2082,
    latitude: null,
    longitude: null,
    ...extra,
  };
}

/** What a school's update sends: the record as read, without what the server works out. */
export const schoolUpdateOf = (
  school: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => updateBodyOf(school, ['palika', 'district'], changes);

/** What a palika profile's update sends: the profile as read, without what the geography and server give. */
export const palikaProfileUpdateOf = (
  profile: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) =>
  updateBodyOf(
    profile,
    [
      'palika',
      'district',
      'province',
      'code',
      'nameEn',
      'nameNe',
      'palikaType',
      'wardCount',
      'currentBatch',
      'wardsFilled',
      'filled',
    ],
    changes,
  );
