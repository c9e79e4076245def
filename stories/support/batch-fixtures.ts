import type { Schemas } from '@/shared/api/types';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
type Member = Schemas['BatchMember'];
const member = (id: number, name: string, nameNe: string, extra: Partial<Member> = {}): Member => ({
  palikaId: id,
  joinedOn: '2023-07-17',
  exitedOn: null,
  agreementNo: `KOSHI-DPRP-B2-${id}`,
  agreementDate: '2023-07-17',
  status: 'active',
  palika: place(id, name, nameNe),
  district: place(5, 'Morang', 'मोरंग'),
  phase: 'technical_support',
  ...extra,
});

/** A batch of DPRP 2.0 in Koshi with two members, one withdrawn (the stories' and the kind's test). */
export const BATCH: Schemas['Batch'] = {
  _id: '00000000-0000-4000-8000-000000000002',
  code: 'KOSHI-DPRP-B2',
  nameEn: 'Batch 2, DPRP 2.0 (FY 2080/81)',
  nameNe: 'दोस्रो ब्याच, डीपीआरपी २.० (आ.व. २०८०/८१)',
  batchType: 'palika_cohort',
  programmeName: 'Disability Prevention and Rehabilitation Program (DPRP)',
  provinceId: 1,
  selectingAuthority: 'MoSD Koshi – DPRP Directive Committee',
  callForProposalDate: '2023-05-03',
  entryFiscalYear: 2080,
  startDate: '2023-07-17',
  plannedEndDate: '2027-12-31',
  actualEndDate: null,
  phaseSchedule: [...DPRP_SCHEDULE],
  costShare: { province: 33.3, palika: 33.3, partner: 33.4 },
  status: 'active',
  description: null,
  members: [
    member(60, 'Biratnagar', 'बिराटनगर'),
    member(53, 'Belbari', 'बेलबारी', {
      status: 'withdrawn',
      exitedOn: '2025-01-14',
      phase: 'exited',
    }),
  ],
  memberCount: 1,
  province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  version: 3,
  createdAt: '2023-07-10T05:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2025-01-14T05:00:00.000Z',
  updatedBy: 'admin',
  deletedAt: null,
  deleteReason: null,
};

/** A training cohort of another programme, ended, with a description and one share. */
export const TRAINING: Schemas['Batch'] = {
  ...BATCH,
  _id: '00000000-0000-4000-8000-000000000003',
  code: 'KOSHI-CBR-T1',
  nameEn: 'CBR facilitators, first training',
  nameNe: 'सीबीआर सहजकर्ता, पहिलो तालिम',
  batchType: 'training_cohort',
  programmeName: 'CBR facilitator training',
  selectingAuthority: null,
  callForProposalDate: null,
  entryFiscalYear: 2082,
  startDate: '2025-08-01',
  plannedEndDate: '2026-01-31',
  actualEndDate: '2026-02-14',
  costShare: { partner: 100 },
  status: 'completed',
  description: 'दुई हप्ताको तालिम',
  members: [member(60, 'Biratnagar', 'बिराटनगर', { status: 'graduated', phase: 'independent' })],
  memberCount: 0,
};
