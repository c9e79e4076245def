import type { Schemas } from '@/shared/api/types';

type School = Schemas['School'];

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
/** A community school with a resource class: Biratnagar ward 5. */
export const SCHOOL: School = {
  _id: '00000000-0000-4000-8000-000000000020',
  palikaId: 60,
  wardNo: 5,
  iemisCode: '1010105',
  nameNe: 'श्री जनता माध्यमिक विद्यालय',
  nameEn: 'Shree Janata Secondary School',
  schoolType: 'community',
  institutionalForm: null,
  religiousKind: null,
  levels: ['eced', 'basic_1_5'],
  specialEducation: 'resource_class',
  resourceClassTypes: ['hearing', 'intellectual'],
  accessibility: ['ramp', 'accessible_toilet'],
  headTeacherName: 'हरि प्रसाद कोइराला',
  headTeacherPhone: '9852023456',
  smcChairName: null,
  smcChairPhone: '9842012345',
  studentsFemale: 230,
  studentsMale: 1214,
  studentsOther: null,
  cwdEnrolled: [
    { disabilityType: 'hearing', female: 6, male: 7, other: 0 },
    { disabilityType: 'intellectual', female: 0, male: 5, other: 1 },
  ],
  teachersTrainedInclusive: 2,
  academicYearBs: 2082,
  latitude: 26.4525,
  longitude: null,
  palika: place(60, 'Biratnagar', 'बिराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  version: 3,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2025-08-01T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};
/** An institutional school run as a company, without a provision for children with disabilities. */
export const INSTITUTIONAL: School = {
  ...SCHOOL,
  nameEn: null,
  schoolType: 'institutional',
  institutionalForm: 'company',
  specialEducation: null,
  resourceClassTypes: [],
  accessibility: [],
  headTeacherPhone: null,
  cwdEnrolled: [],
};
