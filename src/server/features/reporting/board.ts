import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear } from '@/shared/fiscal-year';
import type { ReportState } from '@/shared/reporting/moves';
import {
  REPORT_PERIODS,
  type ReportPeriod,
  dueDate,
  periodDays,
  periodEnded,
} from '@/shared/reporting/periods';
import { type AreaQuery, areaPalikas, reportingArea } from './board-place';
import { type BoardCellRow, boardSql } from './board-sql';

type Board = Schemas['ReportingBoard'];
type Cell = Schemas['ReportingBoardCell'];

/** A share of the expected as a percentage with one decimal; null when none is expected. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function cellOf(row: BoardCellRow, palikaRow: boolean): Cell {
  return {
    period: row.period,
    expected: row.expected,
    submitted: row.submitted,
    onTime: row.on_time,
    late: row.late,
    approved: row.approved,
    accepted: row.accepted,
    returned: row.returned,
    completeness: percentOf(row.submitted, row.expected),
    timeliness: percentOf(row.on_time, row.expected),
    state: palikaRow ? (row.state as ReportState) : null,
  };
}

/** The three periods of a fiscal year: their days, due date and whether they have ended. */
export function boardPeriods(fiscalYear: number, dueDays: number, today = todayIso()) {
  return REPORT_PERIODS.map((period: ReportPeriod) => {
    const days = periodDays(fiscalYear, period);
    const due = dueDate(fiscalYear, period, dueDays);
    if (!days || !due) throw notFound('That fiscal year is beyond the calendar');
    return { period, ...days, due, ended: periodEnded(fiscalYear, period, today) };
  });
}

/**
 * The status board (issue 39 §3): the places one level below the area asked × the fiscal year's
 * periods, each cell counted as DHIS2 counts completeness and timeliness, in one statement. A
 * place the request names without a palika the caller may read is not found.
 */
export async function reportingBoard(
  db: Queryable,
  tenant: TenantScope,
  query: AreaQuery & { fiscalYear?: number },
  dueDays: number,
): Promise<Board> {
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const periods = boardPeriods(fiscalYear, dueDays);
  const area = reportingArea(query, tenant);
  const rows = await db.query<BoardCellRow>(
    boardSql(areaPalikas(area, tenant), area.rowLevel, fiscalYear),
  );
  if (area.named && rows.length === 0) throw notFound();
  const palikaRows = area.rowLevel === 'palika';
  const places = new Map<number, Board['rows'][number]>();
  const totals: Cell[] = [];
  for (const row of rows) {
    if (row.key === null) {
      totals.push(cellOf(row, false));
      continue;
    }
    let place = places.get(row.key);
    if (!place) {
      place = {
        id: row.key,
        nameEn: row.name_en ?? '',
        nameNe: row.name_ne ?? '',
        place: {
          provinceId: Number(row.province_id),
          ...(area.rowLevel !== 'province' && { districtId: Number(row.district_id) }),
          ...(palikaRows && { palikaId: row.key }),
        },
        cells: [],
      };
      places.set(row.key, place);
    }
    place.cells.push(cellOf(row, palikaRows));
  }
  if (totals.length === 0)
    for (const period of REPORT_PERIODS) totals.push(cellOf({ ...EMPTY_ROW, period }, false));
  return { fiscalYear, level: area.rowLevel, periods, rows: [...places.values()], totals };
}

const EMPTY_ROW: BoardCellRow = {
  key: null,
  period: 1,
  expected: 0,
  submitted: 0,
  on_time: 0,
  late: 0,
  approved: 0,
  accepted: 0,
  returned: 0,
  state: 'open',
  name_en: null,
  name_ne: null,
  province_id: null,
  district_id: null,
};
