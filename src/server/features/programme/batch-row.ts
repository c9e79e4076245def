import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import { todayIso } from '@/server/platform/today';
import type { Schemas } from '@/shared/api/types';
import { phaseOn } from '@/shared/programme/phase';

export type Batch = Schemas['Batch'];
export type BatchMember = Schemas['BatchMember'];
type Row = Record<string, unknown>;

/** A batch with its province and who made and last changed it. */
export const BATCH_FROM = `batches b
  JOIN provinces pr ON pr.id = b.province_id`;

/** Its members come as one JSON list, with their palika and district named, in name order. */
export const BATCH_SELECT = `b.*, b.start_date::text AS start_text, b.planned_end_date::text AS planned_end_text,
  b.actual_end_date::text AS actual_end_text, b.call_for_proposal_date::text AS call_text,
  pr.code AS pr_code, pr.name_en AS pr_name, pr.name_ne AS pr_name_ne,
  ${authorNames('b')},
  (SELECT coalesce(json_agg(json_build_object(
      'palikaId', m.palika_id, 'joinedOn', m.joined_on::text, 'exitedOn', m.exited_on::text,
      'agreementNo', m.agreement_no, 'agreementDate', m.agreement_date::text, 'status', m.status,
      'palika', json_build_object('_id', pa.id, 'code', pa.code, 'name', pa.name_en, 'nameNp', pa.name_ne),
      'district', json_build_object('_id', d.id, 'code', d.code, 'name', d.name_en, 'nameNp', d.name_ne))
      ORDER BY pa.name_en), '[]')
    FROM batch_palikas m JOIN palikas pa ON pa.id = m.palika_id JOIN districts d ON d.id = pa.district_id
    WHERE m.batch_id = b.id) AS members_json`;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function batchOf(row: Row): Batch {
  const schedule = json<Batch['phaseSchedule']>(row.phase_schedule);
  const today = todayIso();
  const members = json<Omit<BatchMember, 'phase'>[]>(row.members_json).map((member) => ({
    ...member,
    phase: phaseOn(schedule, member, today),
  }));
  return {
    _id: row.id as string,
    code: row.code as string,
    nameEn: row.name_en as string,
    nameNe: row.name_ne as string,
    batchType: row.batch_type as Batch['batchType'],
    programmeName: row.programme_name as string,
    provinceId: Number(row.province_id),
    selectingAuthority: (row.selecting_authority as string) ?? null,
    callForProposalDate: (row.call_text as string) ?? null,
    entryFiscalYear: Number(row.entry_fiscal_year),
    startDate: row.start_text as string,
    plannedEndDate: row.planned_end_text as string,
    actualEndDate: (row.actual_end_text as string) ?? null,
    phaseSchedule: schedule,
    costShare: json<Batch['costShare']>(row.cost_share),
    status: row.status as Batch['status'],
    description: (row.description as string) ?? null,
    members,
    memberCount: members.filter((m) => m.status === 'active').length,
    province: placeOf(row, 'pr_', row.province_id),
    ...recordMetaOf(row),
  };
}
