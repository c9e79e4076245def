import type { Schemas } from '@/shared/api/types';

/** Morang's cards by the end of 2082/83's second period, as the ID-card matrix answers them. */
export const ID_CARDS_MORANG: Schemas['IdCardReport'] = {
  fiscalYear: 2082,
  period: 2,
  from: '2025-11-17',
  to: '2026-03-14',
  place: { level: 'district', provinceId: 1, districtId: 6, palikaId: null },
  cells: [
    { row: 'physical', severityClass: 'A', gender: 'male', before: 112, during: 9, toDate: 121 },
    { row: 'physical', severityClass: 'B', gender: 'female', before: 96, during: 7, toDate: 103 },
    { row: 'physical', severityClass: 'C', gender: 'male', before: 143, during: 12, toDate: 155 },
    { row: 'physical', severityClass: 'D', gender: 'female', before: 61, during: 4, toDate: 65 },
    { row: 'blind', severityClass: 'A', gender: 'female', before: 18, during: 2, toDate: 20 },
    { row: 'low_vision', severityClass: 'C', gender: 'male', before: 41, during: 5, toDate: 46 },
    { row: 'deaf', severityClass: 'B', gender: 'male', before: 27, during: 1, toDate: 28 },
    {
      row: 'hard_of_hearing',
      severityClass: 'D',
      gender: 'other',
      before: 2,
      during: 1,
      toDate: 3,
    },
    { row: 'intellectual', severityClass: 'B', gender: 'male', before: 33, during: 3, toDate: 36 },
    {
      row: 'multiple',
      severityClass: 'A',
      gender: 'female',
      before: 1204,
      during: 87,
      toDate: 1291,
    },
  ],
};
