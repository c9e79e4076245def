import type { Database } from '@/server/db/database';
import { MEASURES } from '@/shared/dashboards/figures';
import { allowedBreakdowns } from '@/shared/dashboards/measures';
import { type TestApp, call, searchOf } from './test-app';

export interface ReportKey {
  palikaId: number;
  fiscalYear: number;
  period: 1 | 2 | 3;
}

/**
 * Puts a report in a state as a move by `username` would leave it (the moves themselves are the
 * report resource's, tested there): the lock reads only the state and who moved it when.
 */
export async function setReportState(
  db: Database,
  { palikaId, fiscalYear, period }: ReportKey,
  state: 'open' | 'submitted' | 'approved' | 'accepted',
  username = 'district',
) {
  await db.query(
    `INSERT INTO report_periods (palika_id, fiscal_year, period, state, moved_at, moved_by)
       VALUES ($1, $2, $3, $4, now(), (SELECT id FROM users WHERE username = $5))
     ON CONFLICT (palika_id, fiscal_year, period) DO UPDATE
       SET state = EXCLUDED.state, moved_at = EXCLUDED.moved_at, moved_by = EXCLUDED.moved_by,
           version = report_periods.version + 1`,
    [palikaId, fiscalYear, period, state, username],
  );
}

/**
 * Every figure the dashboards show of a palika's period: the summary, the programme, the
 * achievement against targets, and each measure broken down every way it may be.
 */
export async function figuresOf(t: TestApp, token: string, report: ReportKey) {
  const query = {
    palikaId: report.palikaId,
    fiscalYear: report.fiscalYear,
    trimester: report.period,
  };
  const read = async (path: string, extra: Record<string, unknown> = {}) => {
    const answer = await call(t.app, { url: `${path}?${searchOf({ ...query, ...extra })}`, token });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    return answer.body as unknown;
  };
  const figures: Record<string, unknown> = {
    summary: await read('/api/dashboards/summary'),
    programme: await read('/api/dashboards/programme'),
    achievement: await read('/api/dashboards/achievement'),
  };
  for (const measure of MEASURES)
    for (const by of allowedBreakdowns(measure))
      figures[`${measure} by ${by}`] = await read('/api/dashboards/figures', { measure, by });
  return figures;
}

/** Write operations that write no record of a palika's period, and why. */
export const NOT_OF_A_PERIOD: Record<string, string> = {
  login: 'a session',
  groupMemberLogin: 'a session',
  logout: 'a session',
  changePassword: 'an account',
  createUser: 'an account',
  updateUser: 'an account',
  blockUser: 'an account',
  unblockUser: 'an account',
  resetPassword: 'an account',
  createGroup: 'an account',
  addGroupMember: 'an account',
  removeGroupMember: 'an account',
  findDuplicates: 'reads persons, writes nothing',
  createServiceCategory: "the nation's catalogue, not a palika's record",
  updateServiceCategory: "the nation's catalogue, not a palika's record",
  deleteServiceCategory: "the nation's catalogue (refused while in use)",
  closeServiceCategory: "the nation's catalogue, not a palika's record",
  createAttribute: "the nation's catalogue, not a palika's record",
  updateAttribute: "the nation's catalogue, not a palika's record",
  createActivityTemplate: "the nation's catalogue, not a palika's record",
  updateActivityTemplate: "the nation's catalogue, not a palika's record",
  moveReport: 'the move of the report itself (the report resource)',
  scanDuplicates: 'finds candidate pairs of persons, changes no person',
};
/** The registers without a period (issue 39 §2): never locked. */
export const REGISTERS = /HealthFacilit|Fchv|School|WardProfile|PalikaProfile/;
