import type { Schemas } from '@/shared/api/types';

/** The status boards the reporting stories show: a district's palikas, a province's districts. */
const cell = (
  period: 1 | 2 | 3,
  counts: Partial<Schemas['ReportingBoardCell']>,
): Schemas['ReportingBoardCell'] => ({
  period,
  expected: 17,
  submitted: 0,
  onTime: 0,
  late: 0,
  approved: 0,
  accepted: 0,
  returned: 0,
  completeness: 0,
  timeliness: 0,
  state: null,
  ...counts,
});

const PERIODS: Schemas['ReportingBoard']['periods'] = [
  { period: 1, first: '2026-07-17', last: '2026-11-16', due: '2026-12-01', ended: true },
  { period: 2, first: '2026-11-17', last: '2027-03-14', due: '2027-03-29', ended: false },
  { period: 3, first: '2027-03-15', last: '2027-07-16', due: '2027-07-31', ended: false },
];

/** A district's board: its palikas, one in each state, late and returned among them. */
export const PALIKA_BOARD: Schemas['ReportingBoard'] = {
  fiscalYear: 2083,
  level: 'palika',
  periods: PERIODS,
  rows: (
    [
      [60, 'Biratnagar Metropolitan City', 'विराटनगर महानगरपालिका', 'submitted', 0, 0],
      [61, 'Sundarharaicha Municipality', 'सुन्दरहरैंचा नगरपालिका', 'approved', 1, 0],
      [62, 'Belbari Municipality', 'बेलबारी नगरपालिका', 'accepted', 0, 0],
      [63, 'Urlabari Municipality', 'उर्लाबारी नगरपालिका', 'open', 0, 1],
    ] as const
  ).map(([id, nameEn, nameNe, state, late, returned]) => ({
    id,
    nameEn,
    nameNe,
    place: { provinceId: 1, districtId: 5, palikaId: id },
    cells: [
      cell(1, {
        expected: 1,
        submitted: state === 'open' ? 0 : 1,
        onTime: state === 'open' || late ? 0 : 1,
        late,
        returned,
        state,
        approved: state === 'approved' || state === 'accepted' ? 1 : 0,
        accepted: state === 'accepted' ? 1 : 0,
        completeness: state === 'open' ? 0 : 100,
        timeliness: late || state === 'open' ? 0 : 100,
      }),
      cell(2, { expected: 1, state: 'open', completeness: 0, timeliness: 0 }),
      cell(3, { expected: 1, state: 'open', completeness: 0, timeliness: 0 }),
    ],
  })),
  totals: [
    cell(1, {
      expected: 4,
      submitted: 3,
      onTime: 2,
      late: 1,
      approved: 2,
      accepted: 1,
      returned: 1,
      completeness: 75,
      timeliness: 50,
    }),
    cell(2, { expected: 4 }),
    cell(3, { expected: 4 }),
  ],
};

/** A province's board: its districts with counts and percentages. */
export const DISTRICT_BOARD: Schemas['ReportingBoard'] = {
  fiscalYear: 2083,
  level: 'district',
  periods: PERIODS,
  rows: [
    [5, 'Morang', 'मोरङ', 17, 15, 13, 12, 8, 1],
    [6, 'Sunsari', 'सुनसरी', 12, 12, 11, 12, 12, 0],
    [7, 'Jhapa', 'झापा', 15, 9, 6, 5, 2, 2],
  ].map(([id, nameEn, nameNe, expected, submitted, onTime, approved, accepted, returned]) => ({
    id: id as number,
    nameEn: nameEn as string,
    nameNe: nameNe as string,
    place: { provinceId: 1, districtId: id as number },
    cells: [
      cell(1, {
        expected: expected as number,
        submitted: submitted as number,
        onTime: onTime as number,
        late: (submitted as number) - (onTime as number),
        approved: approved as number,
        accepted: accepted as number,
        returned: returned as number,
        completeness: Math.round(((submitted as number) / (expected as number)) * 1000) / 10,
        timeliness: Math.round(((onTime as number) / (expected as number)) * 1000) / 10,
      }),
      cell(2, { expected: expected as number }),
      cell(3, { expected: expected as number }),
    ],
  })),
  totals: [
    cell(1, {
      expected: 44,
      submitted: 36,
      onTime: 30,
      late: 6,
      approved: 29,
      accepted: 22,
      returned: 3,
      completeness: 81.8,
      timeliness: 68.2,
    }),
    cell(2, { expected: 44 }),
    cell(3, { expected: 44 }),
  ],
};
