import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { idCardRowSql } from '@/server/domain/id-card-row';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { CARD_HELD } from '@/shared/pwd/enums';
import { type ReportPlaceQuery, reportPlace, reportWindow } from './report-place';

type Report = Schemas['IdCardReport'];
type Cell = Schemas['IdCardCell'];

/**
 * The ID-card matrix (issue 41 §1.3): the cards held in the place by the period's last day, by the
 * holder's row (primary type, visual and hearing by sub-type), class and sex, split into those
 * issued before the period and in it, in one statement over the persons' own columns. A person's
 * card counts once; a deleted record's not at all.
 */
export async function idCardReport(
  db: Queryable,
  tenant: TenantScope,
  query: ReportPlaceQuery & { fiscalYear: number; period?: number },
): Promise<Report> {
  const place = await reportPlace(db, tenant, query);
  const { from, to } = reportWindow(query.fiscalYear, query.period);
  const rows = await db.query<{
    row: Cell['row'];
    severity_class: Cell['severityClass'];
    gender: Cell['gender'];
    before: number;
    during: number;
  }>(
    sql`SELECT ${idCardRowSql('p')} AS row, p.severity_class, p.gender,
        count(*) FILTER (WHERE p.card_issue_date < ${from})::int AS before,
        count(*) FILTER (WHERE p.card_issue_date >= ${from})::int AS during
      FROM pwd_persons p
     WHERE p.deleted_at IS NULL AND ${place.palikas('p.palika_id')}
       AND p.card_status = ANY(${[...CARD_HELD]}::text[]) AND p.card_issue_date <= ${to}
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return {
    fiscalYear: query.fiscalYear,
    period: query.period ?? null,
    from,
    to,
    place: place.answer,
    cells: rows.map((row) => ({
      row: row.row,
      severityClass: row.severity_class,
      gender: row.gender,
      before: row.before,
      during: row.during,
      toDate: row.before + row.during,
    })),
  };
}
