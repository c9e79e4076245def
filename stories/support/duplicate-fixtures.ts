import type { Schemas } from '@/shared/api/types';

type Person = Schemas['DuplicatePerson'];
type Pair = Schemas['DuplicatePair'];

/** Latin words the pairs show on a Nepali screen: the names as a palika wrote them. */
export const DUPLICATE_LATIN = [
  'Seeta',
  'Kumari',
  'Shrestha',
  'Hari',
  'Prasad',
  'MOR',
  'Super',
  'Admin',
];

const person = (overrides: Partial<Person>): Person => ({
  id: '6a1f0c9e-0000-4000-8000-000000000001',
  registrationNo: 'BRT-2083-00012',
  registrationDate: '2026-08-20',
  nameNe: 'सीता कुमारी श्रेष्ठ',
  nameEn: null,
  gender: 'female',
  dob: '1988-03-14',
  fatherName: 'हरि प्रसाद श्रेष्ठ',
  motherName: null,
  citizenshipNo: null,
  citizenshipDistrict: null,
  nin: null,
  cardNo: null,
  palikaId: 60,
  palika: 'Biratnagar Metropolitan City',
  palikaNe: 'विराटनगर महानगरपालिका',
  district: 'Morang',
  districtNe: 'मोरङ',
  wardNo: 3,
  services: 4,
  deletedAt: null,
  ...overrides,
});

const FIRST = person({});
const SECOND = person({
  id: '6a1f0c9e-0000-4000-8000-000000000002',
  registrationNo: 'SDH-2083-00007',
  nameNe: 'सिता कुमारी स्रेष्ठ',
  nameEn: 'Seeta Kumari Shrestha',
  fatherName: 'Hari Prasad Shrestha',
  cardNo: 'MOR-4411',
  palikaId: 52,
  palika: 'Sundarharaicha Municipality',
  palikaNe: 'सुन्दरहरैंचा नगरपालिका',
  wardNo: 2,
  services: 1,
});

/** An open pair found by name, date of birth and a parent, across scripts. */
export const OPEN_PAIR: Pair = {
  id: 7,
  state: 'open',
  reasons: ['nameDobParent'],
  first: FIRST,
  second: SECOND,
  locked: null,
  keptId: null,
  foundAt: '2026-11-27T04:15:00.000Z',
  decidedBy: null,
  decidedAt: null,
  version: 1,
};

export const LOCKED_PAIR: Pair = {
  ...OPEN_PAIR,
  id: 8,
  locked: { palikaId: 52, fiscalYear: 2083, period: 1, state: 'approved' },
};

export const NOT_DUPLICATE_PAIR: Pair = {
  ...OPEN_PAIR,
  id: 9,
  state: 'notDuplicate',
  reasons: ['card'],
  decidedBy: 'Super Admin',
  decidedAt: '2026-11-28T05:30:00.000Z',
  version: 2,
};

export const MERGED_PAIR: Pair = {
  ...OPEN_PAIR,
  id: 10,
  state: 'merged',
  first: { ...FIRST, services: 5 },
  second: { ...SECOND, services: 0, deletedAt: '2026-11-28T05:40:00.000Z' },
  keptId: FIRST.id,
  decidedBy: 'Super Admin',
  decidedAt: '2026-11-28T05:40:00.000Z',
  version: 2,
};
