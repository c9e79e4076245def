import { authorNames, parsedJson, placeOf } from '@/server/db/row-mapping';
import { recordOf } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { phaseOn } from '@/shared/programme/phase';

export type Batch = Schemas['Batch'];
export type BatchMember = Schemas['BatchMember'];
type Row = Record<string, unknown>;

/** A batch with its province and who made and last changed it. */
export const BATCH_FROM = `batches b
  JOIN provinces pr ON pr.id = b.province_id`;

/** Its members come as one JSON list, with their palika and district named, in name order. */
export const BATCH_SELECT = `b.*, pr.code AS pr_code, pr.name_en AS pr_name, pr.name_ne AS pr_name_ne,
  ${authorNames('b')},
  (SELECT coalesce(json_agg(json_build_object(
      'palikaId', m.palika_id, 'joinedOn', m.joined_on::text, 'exitedOn', m.exited_on::text,
      'agreementNo', m.agreement_no, 'agreementDate', m.agreement_date::text, 'status', m.status,
      'palika', json_build_object('_id', pa.id, 'code', pa.code, 'name', pa.name_en, 'nameNe', pa.name_ne),
      'district', json_build_object('_id', d.id, 'code', d.code, 'name', d.name_en, 'nameNe', d.name_ne))
      ORDER BY pa.name_en), '[]')
    FROM batch_palikas m JOIN palikas pa ON pa.id = m.palika_id JOIN districts d ON d.id = pa.district_id
    WHERE m.batch_id = b.id) AS members_json`;

/** Its members, each in the phase its batch's schedule gives it today. */
const membersOf = (row: Row): BatchMember[] => {
  const schedule = parsedJson<Batch['phaseSchedule']>(row.phase_schedule);
  const today = todayIso();
  return parsedJson<Omit<BatchMember, 'phase'>[]>(row.members_json).map((member) => ({
    ...member,
    phase: phaseOn(schedule, member, today),
  }));
};

/** Every column of its own read by the contract's shape; its members and province joined. */
export const batchOf = recordOf<Batch>('Batch', {
  members: membersOf,
  memberCount: (row) =>
    parsedJson<BatchMember[]>(row.members_json).filter((m) => m.status === 'active').length,
  province: (row) => placeOf(row, 'pr_', row.province_id),
});
