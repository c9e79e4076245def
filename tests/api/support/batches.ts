import { randomUUID } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A code no other batch of a run holds. */
export const uniqueCode = (prefix = 'T') =>
  `${prefix}-${Array.from({ length: 8 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('')}`;

export const KOSHI = 1;

/** A member palika that joined with the batch and is still in it. */
export const member = (palikaId: number, extra: Record<string, unknown> = {}) => ({
  palikaId,
  joinedOn: '2023-07-17',
  status: 'active',
  ...extra,
});

/** A sound palika cohort of Koshi; its programme is the caller's, so tests do not meet the demo's batches. */
export function validBatch(extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    code: uniqueCode(),
    nameEn: 'Batch 2 (FY 2080/81)',
    nameNe: 'दोस्रो चरण (आ.व. २०८०/८१)',
    batchType: 'palika_cohort',
    programmeName: `Test programme ${uniqueCode('P')}`,
    provinceId: KOSHI,
    selectingAuthority: 'MoSD Koshi – DPRP Directive Committee',
    callForProposalDate: '2023-05-01',
    entryFiscalYear: 2080,
    startDate: '2023-07-17',
    plannedEndDate: '2027-12-31',
    costShare: { province: 33.3, palika: 33.3, partner: 33.4 },
    status: 'active',
    members: [],
    ...extra,
  };
}

/** What an update sends: the batch as read, without what the server works out, at its version. */
export function batchUpdateOf(
  batch: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) {
  const {
    _id,
    province,
    memberCount,
    createdAt,
    createdBy,
    updatedAt,
    updatedBy,
    deletedAt,
    deleteReason,
    members,
    ...rest
  } = batch;
  void [
    _id,
    province,
    memberCount,
    createdAt,
    createdBy,
    updatedAt,
    updatedBy,
    deletedAt,
    deleteReason,
  ];
  return {
    ...rest,
    members: (members as Record<string, unknown>[]).map(
      ({ palika, district, phase, ...m }) => (void [palika, district, phase], m),
    ),
    ...changes,
  };
}
