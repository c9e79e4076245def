import type { PeriodLock } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import type { ReportMove, ReportState } from '@/shared/reporting/moves';

/** The people and places the reporting stories name (Latin words a Nepali story may show as data). */
export const REPORTING_LATIN = ['Sita', 'Sharma', 'Ram', 'Koirala', 'Hari', 'Thapa'];

export const LOCK_PLACES = {
  en: { palika: 'Biratnagar Metropolitan City', district: 'Morang', province: 'Koshi Province' },
  np: { palika: 'विराटनगर महानगरपालिका', district: 'मोरङ', province: 'कोशी प्रदेश' },
};

export const lockOf = (state: PeriodLock['state']): PeriodLock => ({
  palikaId: 60,
  fiscalYear: 2083,
  period: 1,
  state,
  movedBy:
    state === 'submitted' ? 'Sita Sharma' : state === 'approved' ? 'Ram Koirala' : 'Hari Thapa',
  movedAt: '2026-11-20T04:30:00.000Z',
});

const FIGURES = {
  registered: 1240,
  registrations: 86,
  active: 1180,
  withCard: 1012,
  services: 412,
  cost: 1_254_000,
  groupServices: 12,
  participants: 230,
  personsServed: 301,
} as unknown as Schemas['ReportFigures'];

export const entry = (
  id: number,
  [move, fromState, toState]: [ReportMove, ReportState, ReportState],
  reason: string | null = null,
  comments: Schemas['ReportErrorComment'][] = [],
): Schemas['ReportMoveEntry'] => ({
  id,
  move,
  fromState,
  toState,
  movedAt: `2026-11-${10 + id}T05:00:00.000Z`,
  movedBy: { id: crypto.randomUUID(), name: move === 'submit' ? 'Sita Sharma' : 'Ram Koirala' },
  viaGroup: null,
  reason,
  comments,
  late: false,
  figures: FIGURES,
});

/** A report of Biratnagar's first period of 2083/84 in a state, with the moves a reader may make. */
export function reportIn(state: ReportState, movesAllowed: ReportMove[]): Schemas['Report'] {
  const returned = state === 'open';
  const history =
    state === 'open'
      ? [
          entry(1, ['submit', 'open', 'submitted']),
          entry(2, ['return', 'submitted', 'open'], 'दुई सेवामा जन्म मिति छैन: जाँच गर्नुहोस्।'),
        ]
      : state === 'submitted'
        ? [entry(1, ['submit', 'open', 'submitted'])]
        : state === 'approved'
          ? [
              entry(1, ['submit', 'open', 'submitted']),
              entry(2, ['approve', 'submitted', 'approved']),
            ]
          : [
              entry(1, ['submit', 'open', 'submitted']),
              entry(2, ['approve', 'submitted', 'approved']),
              entry(3, ['accept', 'approved', 'accepted']),
            ];
  const last = history.at(-1)!;
  return {
    palikaId: 60,
    palikaNameEn: 'Biratnagar Metropolitan City',
    palikaNameNe: 'विराटनगर महानगरपालिका',
    districtId: 5,
    provinceId: 1,
    fiscalYear: 2083,
    period: 1,
    state,
    version: history.length,
    first: '2026-07-17',
    last: '2026-11-16',
    dueDate: '2026-12-01',
    late: state !== 'open' && state !== 'submitted',
    returned,
    submittedAt: '2026-11-11T05:00:00.000Z',
    movedAt: last.movedAt,
    movedBy: last.movedBy.name,
    movesAllowed,
    figures: FIGURES,
    changes: {
      since: state === 'submitted' || state === 'open' ? 'submit' : 'approve',
      at: '2026-11-11T05:00:00.000Z',
      figures: returned ? [{ measure: 'services', before: 409, now: 412 } as never] : [],
      records: returned
        ? [
            {
              entity: 'service',
              entityId: crypto.randomUUID(),
              action: 'update',
              at: '2026-11-13T06:00:00.000Z',
              by: 'Sita Sharma',
            },
          ]
        : [],
      recordsTotal: returned ? 1 : 0,
    },
    history,
  };
}

export const INBOX: Schemas['Inbox'] = {
  count: 3,
  items: [
    {
      kind: 'approve',
      palikaId: 60,
      placeNameEn: 'Biratnagar Metropolitan City',
      placeNameNe: 'विराटनगर महानगरपालिका',
      fiscalYear: 2083,
      period: 1,
      dueDate: '2026-12-01',
      late: false,
      since: '2026-11-20T04:30:00.000Z',
      by: 'Sita Sharma',
      reason: null,
      comments: [
        {
          rule: 'cardsWithinRegistered',
          comment: 'पुराना कार्ड जिल्लाबाट सरेका हुन्; दर्ता पछि मिलाइनेछ।',
        },
      ],
      targetId: null,
      measure: null,
      path: '/reporting/60/2083/1',
    },
    {
      kind: 'returned',
      palikaId: 63,
      placeNameEn: 'Urlabari Municipality',
      placeNameNe: 'उर्लाबारी नगरपालिका',
      fiscalYear: 2083,
      period: 1,
      dueDate: '2026-12-01',
      late: true,
      since: '2026-11-22T04:30:00.000Z',
      by: 'Ram Koirala',
      reason: 'दुई सेवामा जन्म मिति छैन: जाँच गर्नुहोस्।',
      comments: [],
      targetId: null,
      measure: null,
      path: '/reporting/63/2083/1',
    },
    {
      kind: 'targetProposal',
      palikaId: 60,
      placeNameEn: 'Biratnagar Metropolitan City',
      placeNameNe: 'विराटनगर महानगरपालिका',
      fiscalYear: 2083,
      period: null,
      dueDate: null,
      late: false,
      since: '2026-11-02T04:30:00.000Z',
      by: 'Sita Sharma',
      reason: null,
      comments: [],
      targetId: crypto.randomUUID(),
      measure: 'services',
      path: '/target/list?fiscalYear=2083',
    },
  ],
};

export const FINALITY: Schemas['ReportingFinality'] = {
  fiscalYear: 2083,
  periods: [{ period: 1, final: 9 }],
  palikas: 12,
  final: 9,
  notFinal: [
    {
      palikaId: 60,
      nameEn: 'Biratnagar Metropolitan City',
      nameNe: 'विराटनगर महानगरपालिका',
      states: [{ period: 1, state: 'submitted' }],
    },
    {
      palikaId: 63,
      nameEn: 'Urlabari Municipality',
      nameNe: 'उर्लाबारी नगरपालिका',
      states: [{ period: 1, state: 'open' }],
    },
  ],
};
