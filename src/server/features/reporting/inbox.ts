import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import type { Sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { REPORT_PERIODS, addDays, dueDate } from '@/shared/reporting/periods';
import { isAdmin } from '@/shared/roles';
import { areaPalikas, reportingArea } from './board-place';
import {
  type DueCandidate,
  type InboxRow,
  dueIn,
  inboxSql,
  proposals,
  returned,
  waitingIn,
} from './inbox-sql';

type Inbox = Schemas['Inbox'];
type InboxItem = Schemas['InboxItem'];

/** The most the inbox lists; its count says how many wait in all. */
export const INBOX_LIMIT = 100;
/** A palika user is told of a report this many days before its due date. */
export const DUE_SOON_DAYS = 7;

/**
 * The periods a palika user is asked to report, this fiscal year and the one before: those past
 * their due date, or due within DUE_SOON_DAYS days (the older years are the board's to show).
 */
export function dueCandidates(dueDays: number, today = todayIso()): DueCandidate[] {
  const current = currentFiscalYear();
  const horizon = addDays(today, DUE_SOON_DAYS);
  return [current - 1, current].flatMap((fiscalYear) =>
    REPORT_PERIODS.flatMap((period) => {
      const due = dueDate(fiscalYear, period, dueDays);
      return due && due <= horizon ? [{ fiscalYear, period, due }] : [];
    }),
  );
}

/** What the reader's role is asked to act on (docs: issue 39 §3). */
function partsFor(tenant: TenantScope, dueDays: number, today: string): Sql[] {
  const role = tenant.actor.role;
  if (isAdmin(role)) return [proposals('all')];
  switch (role.toUpperCase()) {
    case 'DISTRICT':
      return [waitingIn('approve', 'submitted')];
    case 'PROVINCE':
      return [waitingIn('accept', 'approved'), proposals(tenant.scope.provinceIds)];
    case 'PALIKA': {
      const candidates = dueCandidates(dueDays, today);
      return [returned(), ...(candidates.length ? [dueIn(candidates, today)] : [])];
    }
    case 'CBRF':
      return [returned()];
    default:
      return [];
  }
}

/** The page a target proposal is approved on: the targets of its year and place, proposed ones. */
function targetPath(row: InboxRow): string {
  const query = new URLSearchParams({ fiscalYear: String(row.fiscal_year), status: 'proposed' });
  const add = (name: string, value: number | string | null) => {
    if (value !== null) query.set(name, String(value));
  };
  if (row.scope !== 'nation') add('provinceId', row.province_id);
  if (row.scope === 'district' || row.scope === 'palika') add('districtId', row.district_id);
  if (row.scope === 'palika') add('palikaId', row.palika_id);
  if (row.scope === 'batch') add('batchId', row.batch_id);
  return `/target/list?${query}`;
}

function itemOf(row: InboxRow): InboxItem {
  const since = row.since === null ? null : new Date(row.since).toISOString();
  return {
    kind: row.kind as InboxItem['kind'],
    palikaId: row.palika_id,
    placeNameEn: row.place_en,
    placeNameNe: row.place_ne,
    fiscalYear: row.fiscal_year,
    period: row.period,
    dueDate: row.due,
    late: row.late,
    since,
    by: row.by_name,
    reason: row.reason,
    comments: row.comments ?? [],
    targetId: row.target_id,
    measure: row.measure,
    path:
      row.kind === 'targetProposal'
        ? targetPath(row)
        : `/reporting/${row.palika_id}/${row.fiscal_year}/${row.period}`,
  };
}

/**
 * What waits for the reader (issue 39 §3), in one statement over their own area: a district
 * user's submissions to approve, a province user's approvals to accept and targets to approve, a
 * palika's reports returned, overdue or due soon (its facilitators see the returned ones), an
 * administrator's targets to approve. The count of all, and the first INBOX_LIMIT.
 */
export async function getInbox(
  db: Queryable,
  tenant: TenantScope,
  dueDays: number,
): Promise<Inbox> {
  const today = todayIso();
  const parts = partsFor(tenant, dueDays, today);
  if (parts.length === 0) return { count: 0, items: [] };
  const palikas = areaPalikas(reportingArea({}, tenant), tenant);
  const rows = await db.query<InboxRow>(inboxSql(palikas, parts, INBOX_LIMIT));
  return { count: rows[0]?.total ?? 0, items: rows.map(itemOf) };
}
