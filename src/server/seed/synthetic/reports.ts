import { TenantScope } from '@/server/access/tenant-scope';
import { type Database, queryOne } from '@/server/db/database';
import { palikaPeriodFigures } from '@/server/features/dashboards/period-figures';
import { sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import { MEASURES } from '@/shared/dashboards/figures';
import { currentFiscalYear } from '@/shared/fiscal-year';
import {
  type ReportPeriod,
  dueDate,
  periodBefore,
  reportPeriodOf,
} from '@/shared/reporting/periods';
import { type ColumnSpec, insertRows } from './batch-insert';

type State = 'open' | 'submitted' | 'approved' | 'accepted';
interface Palika {
  id: number;
  name: string;
  district: string;
  data: boolean;
}

const KOSHI = 1;
const TO: Record<string, State> = {
  submit: 'submitted',
  approve: 'approved',
  accept: 'accepted',
  return: 'open',
};
const columns = (spec: string): ColumnSpec[] =>
  spec.split(' ').map((pair) => {
    const [name, type] = pair.split(':');
    return { name, type: `${type}[]` };
  });
const REPORT_COLUMNS = columns(
  'palika_id:int fiscal_year:int period:int state:text version:int submitted_at:timestamptz late:bool moved_at:timestamptz moved_by:uuid',
);
const MOVE_COLUMNS = columns(
  'palika_id:int fiscal_year:int period:int move:text from_state:text to_state:text moved_by:uuid reason:text digest:jsonb late:bool moved_at:timestamptz',
);
const RETURN_REASON =
  'Services of ward 4 for Chaitra are missing: please add them and submit again.';
const NOBODY = new TenantScope(
  {
    national: true,
    provinceIds: [],
    districtIds: [],
    palikaIds: [],
    reachProvinceIds: [],
    reachDistrictIds: [],
  },
  { userId: '00000000-0000-0000-0000-000000000000', viaGroupId: null, role: 'SUPER_ADMIN' },
);

/** A stable number from 0 to 99 for a palika's period (the same demo every time). */
const hashOf = (id: number, fy: number, period: number) =>
  (id * 7919 + fy * 31 + period * 17) % 100;

/** Where a Koshi palika's ended period stands in the demo: mostly accepted or approved, a few waiting. */
function stateOf(palika: Palika, fy: number, period: ReportPeriod): State {
  const h = hashOf(palika.id, fy, period);
  return h < 55 ? 'accepted' : h < 92 ? 'approved' : 'submitted';
}

/**
 * The reporting cycle in every state (issue 39 §4): Koshi's palikas over the last two fiscal years
 * mostly approved or accepted, a few late, one returned with its reason (Sundarharaicha's last
 * period of last year); Biratnagar's current period open and the one before submitted, waiting for
 * Morang's district. Each move is kept with who made it and the digest of the palika's figures
 * (read by the dashboards' SQL for the palikas that hold records; zero elsewhere).
 */
export async function writeDemoReports(db: Database): Promise<number> {
  if (await queryOne(db, 'SELECT 1 FROM report_periods LIMIT 1')) return 0;
  const current = currentFiscalYear();
  const now = reportPeriodOf(todayIso())!;
  const last = periodBefore(now);
  const palikas = await db.query<Palika>(
    sql`SELECT pa.id, pa.name_en AS name, d.name_en AS district,
        EXISTS (SELECT 1 FROM pwd_persons p WHERE p.palika_id = pa.id)
          OR EXISTS (SELECT 1 FROM palika_activities a WHERE a.palika_id = pa.id) AS data
      FROM palikas pa JOIN districts d ON d.id = pa.district_id
      WHERE d.province_id = ${KOSHI} ORDER BY pa.id`,
  );
  const users = Object.fromEntries(
    (
      await db.query<{ username: string; id: string }>(
        sql`SELECT username, id FROM users WHERE username IN ('admin', 'province', 'district', 'palika', 'palika2')`,
      )
    ).map((u) => [u.username, u.id]),
  );
  // The demo palikas: the palika user's (Biratnagar) and the second palika user's (Sundarharaicha).
  const demoPalikas = await db.query<{ username: string; palika_id: number }>(
    sql`SELECT u.username, up.palika_id FROM users u JOIN user_palikas up ON up.user_id = u.id
      WHERE u.username IN ('palika', 'palika2')`,
  );
  const palikaOf = (username: string) =>
    demoPalikas.find((p) => p.username === username)?.palika_id;
  const zero = Object.fromEntries(MEASURES.map((m) => [m, 0]));
  let written = 0;
  const reportRows: unknown[][] = [];
  const moveRows: unknown[][] = [];
  for (const palika of palikas) {
    const periods: [number, ReportPeriod, State][] = [];
    for (const fy of [current - 2, current - 1])
      for (const period of [1, 2, 3] as const)
        periods.push([fy, period, stateOf(palika, fy, period)]);
    if (palika.id === palikaOf('palika')) {
      const at = periods.findIndex(
        ([fy, period]) => fy === last.fiscalYear && period === last.period,
      );
      if (at >= 0) periods.splice(at, 1);
      periods.push([last.fiscalYear, last.period, 'submitted']);
    }
    if (palika.id === palikaOf('palika2')) periods[5][2] = 'open';
    for (const [fy, period, state] of periods) {
      const digest = palika.data
        ? await palikaPeriodFigures(db, NOBODY, { palikaId: palika.id, fiscalYear: fy, period })
        : zero;
      const own =
        palika.id === palikaOf('palika')
          ? 'palika'
          : palika.id === palikaOf('palika2')
            ? 'palika2'
            : 'admin';
      const district = palika.district === 'Morang' ? 'district' : 'admin';
      const due = Date.parse(`${dueDate(fy, period)}T06:00:00Z`);
      const late = fy < current && hashOf(palika.id, fy, period) % 9 === 4;
      const day = 86_400_000;
      const submittedAt = new Date(due + (late ? 6 : -5) * day);
      const moves: [string, string, string, Date, string | null][] = [
        ['submit', 'open', own, submittedAt, null],
      ];
      if (state === 'approved' || state === 'accepted')
        moves.push([
          'approve',
          'submitted',
          district,
          new Date(submittedAt.getTime() + 4 * day),
          null,
        ]);
      if (state === 'accepted')
        moves.push([
          'accept',
          'approved',
          'province',
          new Date(submittedAt.getTime() + 12 * day),
          null,
        ]);
      if (state === 'open')
        moves.push([
          'return',
          'submitted',
          district,
          new Date(submittedAt.getTime() + 3 * day),
          RETURN_REASON,
        ]);
      const last = moves.at(-1)!;
      reportRows.push([
        palika.id,
        fy,
        period,
        state,
        moves.length,
        submittedAt,
        late,
        last[3],
        users[last[2]],
      ]);
      for (const [move, from, who, at, reason] of moves)
        moveRows.push([
          palika.id,
          fy,
          period,
          move,
          from,
          TO[move],
          users[who],
          reason,
          JSON.stringify(digest),
          move === 'submit' && late,
          at,
        ]);
      written++;
    }
  }
  await insertRows(db, 'report_periods', REPORT_COLUMNS, reportRows);
  await insertRows(db, 'report_moves', MOVE_COLUMNS, moveRows);
  return written;
}
