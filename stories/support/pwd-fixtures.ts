import type { Schemas } from '@/shared/api/types';

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });

/** A realistic profile: a girl with low vision and a blue card, in Biratnagar ward 5. */
export const PROFILE = {
  _id: '00000000-0000-4000-8000-000000000101',
  registrationNo: 'P60-2083-00012',
  fiscalYear: 2083,
  registrationDate: '2026-11-01',
  registeredByRole: 'cbrf',
  identificationSource: 'door_to_door',
  nameNe: 'सीता कुमारी राई',
  nameEn: 'Sita Kumari Rai',
  gender: 'female',
  dob: '2014-06-10',
  dobEstimated: false,
  casteEthnicityCode: '2',
  casteName: null,
  maritalStatus: 'na_minor',
  fatherName: 'Bishnu Rai',
  motherName: 'माया राई',
  spouseName: null,
  grandparentName: null,
  guardianName: 'माया राई',
  guardianRelation: 'mother',
  guardianPhone: '+9779812345678',
  phone: null,
  citizenshipNo: null,
  citizenshipDistrictId: null,
  citizenshipIssueDate: null,
  nin: null,
  birthRegNo: '६०-५-२०७१-१२३',
  palikaId: 60,
  wardNo: 5,
  tole: 'शान्ति टोल',
  temporaryAddress: null,
  disabilityTypes: ['visual'],
  primaryDisabilityType: 'visual',
  disabilitySubtypes: ['low_vision'],
  severityClass: 'B',
  onset: 'congenital',
  cause: 'congenital',
  ageAtOnset: 0,
  wgSeeing: 3,
  wgHearing: 1,
  wgWalking: 1,
  wgRemembering: 1,
  wgSelfCare: 2,
  wgCommunication: 1,
  wgAssessedOn: '2026-10-20',
  functionalNeeds: null,
  cardStatus: 'issued',
  cardNo: 'BRT-2083-044',
  cardIssueDate: '2026-11-05',
  ssaReceiving: true,
  ssaSinceFy: 2083,
  healthInsuranceStatus: 'enrolled_free',
  healthInsuranceNo: null,
  educationStatus: 'resource_class',
  livelihoodStatus: 'student',
  shgMember: null,
  opdMember: null,
  carePlanExists: true,
  carePlanDate: '2026-11-10',
  status: 'active',
  statusDate: null,
  consentGiven: true,
  consentDate: '2026-11-01',
  consentBy: 'guardian',
  age: 12,
  cardColour: 'blue',
  wgDisability: true,
  places: {
    palika: place(60, 'Biratnagar Metropolitan City', 'विराटनगर महानगरपालिका'),
    district: place(6, 'Morang', 'मोरङ'),
    province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  },
  version: 3,
  createdAt: '2026-11-01T05:00:00Z',
  createdBy: 'cbrf',
  updatedAt: '2026-11-10T06:30:00Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
  duplicateCandidate: false,
} as Schemas['Profile'];

const SUMMARY = {
  _id: PROFILE._id,
  registrationNo: PROFILE.registrationNo,
  nameNe: PROFILE.nameNe,
  nameEn: PROFILE.nameEn ?? null,
  gender: PROFILE.gender,
  age: 12,
  palika: PROFILE.places.palika,
  wardNo: 5,
  primaryDisabilityType: PROFILE.primaryDisabilityType,
  severityClass: 'B',
  cardStatus: 'issued',
  cardNo: 'BRT-2083-044',
  status: 'active',
  registrationDate: '2026-11-01',
  deletedAt: null,
  duplicateCandidate: false,
} as Schemas['ProfileSummary'];

/** Two rows of the list: Sita, and Ram whose card is applied for and not yet classed. */
export const SUMMARIES: Schemas['ProfileSummary'][] = [
  SUMMARY,
  {
    ...SUMMARY,
    _id: '00000000-0000-4000-8000-000000000102',
    nameNe: 'राम थापा',
    nameEn: 'Ram Thapa',
    gender: 'male',
    severityClass: null,
    cardStatus: 'applied',
    cardNo: null,
  },
];

/**
 * Sita in an open candidate pair of the national duplicate check (issue 40 §3): her palika sees
 * only that she may be registered elsewhere, never the other person.
 */
export const FLAGGED_PROFILE: Schemas['Profile'] = { ...PROFILE, duplicateCandidate: true };

/** The list's two rows with Sita flagged as a candidate and Ram not. */
export const FLAGGED_SUMMARIES: Schemas['ProfileSummary'][] = [
  { ...SUMMARY, duplicateCandidate: true },
  ...SUMMARIES.slice(1),
];
