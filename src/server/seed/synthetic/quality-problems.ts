import { type Database, queryOne } from '@/server/db/database';
import { findPalikaId } from '@/server/features/geography/find-place';
import { raw, type Sql, sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import { fiscalRange } from '@/shared/fiscal-year';
import {
  type ReportPeriod,
  addDays,
  lastEndedPeriod,
  reportPeriodOf,
} from '@/shared/reporting/periods';

interface Period {
  fiscalYear: number;
  period: ReportPeriod;
  from: string;
  until: string;
}

/** The last period that has ended (the one Biratnagar's report waits on in the demo). */
function lastEnded(): Period {
  const last = lastEndedPeriod(todayIso());
  return { ...last, ...fiscalRange(last.fiscalYear, last.period)! };
}

/** Every column of a table but those given, as `name` or the expression given for it. */
async function columnsOf(db: Database, table: string, set: Record<string, string>): Promise<Sql> {
  const rows = await db.query<{ column_name: string }>(
    sql`SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return raw(
    rows.map(({ column_name: c }) => (c in set ? `${set[c]} AS ${c}` : `t.${c}`)).join(', '),
  );
}

/**
 * Copies of a palika's persons (the first `count` registered before the period), registered on the
 * day given into the palika given: new ids, registration and card numbers, no national identifiers.
 */
async function clonePersons(
  db: Database,
  from: { palikaId: number; count: number },
  into: { palikaId: number; registered: string; card: Record<string, string> },
  tag: string,
): Promise<string[]> {
  const columns = await columnsOf(db, 'pwd_persons', {
    id: 'gen_random_uuid()',
    registration_no: `t.registration_no || '-${tag}' || row_number() OVER ()`,
    palika_id: String(into.palikaId),
    ward_no: '1',
    registration_date: `'${into.registered}'::date`,
    fiscal_year: String(reportPeriodOf(into.registered)!.fiscalYear),
    citizenship_no: 'NULL',
    citizenship_district_id: 'NULL',
    nin: 'NULL',
    birth_reg_no: 'NULL',
    status: "'active'",
    status_date: 'NULL',
    ...into.card,
  });
  const rows = await db.query<{ id: string }>(
    sql`INSERT INTO pwd_persons SELECT ${columns} FROM (
        SELECT * FROM pwd_persons WHERE palika_id = ${from.palikaId} AND deleted_at IS NULL
        ORDER BY registration_date, id LIMIT ${from.count}) t
      RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The demo's data-quality problems (issue 40 §4), in the last ended period, so each kind of flag is
 * seen on the period page Morang's district is asked to approve and on `/dataQuality`:
 * - Biratnagar: a jump in registrations against its three periods before (a registration drive
 *   entered twice), one service dated before its person's registration, and a red card held by a
 *   person screened with no difficulty at all;
 * - the Morang palika with the fewest persons: ID cards issued in the period to more persons than
 *   it had registered, their registrations entered with a later date (more cards than persons).
 */
export async function writeDemoQualityProblems(db: Database): Promise<void> {
  const biratnagar = await findPalikaId(db, 'Morang', 'Biratnagar');
  if (!biratnagar) return;
  const at = lastEnded();
  const lastDay = addDays(at.until, -1);
  const figure = await queryOne<{ now: number; before: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE registration_date >= ${at.from}::date)::int AS now,
        count(*) FILTER (WHERE registration_date < ${at.from}::date)::int AS before
      FROM pwd_persons WHERE palika_id = ${biratnagar} AND deleted_at IS NULL
        AND registration_date >= ${addDays(at.from, -366)}::date AND registration_date < ${at.until}::date`,
  );
  // Roughly the year before's four months each: twice this period's and at least 12 more is a jump.
  const jump = Math.max(12, (figure?.now ?? 0) + Math.ceil((figure?.before ?? 0) / 3));
  const noCard = { card_status: "'none'", card_no: 'NULL', card_issue_date: 'NULL' };
  const drive = await clonePersons(
    db,
    { palikaId: biratnagar, count: jump },
    { palikaId: biratnagar, registered: lastDay, card: noCard },
    'R',
  );
  const [late] = drive;
  if (late)
    await db.query(
      sql`INSERT INTO service_records SELECT ${await columnsOf(db, 'service_records', {
        id: 'gen_random_uuid()',
        pwd_id: `'${late}'::uuid`,
        service_date: `'${addDays(at.from, 3)}'::date`,
      })} FROM (SELECT * FROM service_records WHERE palika_id = ${biratnagar} AND NOT is_group
          AND deleted_at IS NULL AND fiscal_year = ${at.fiscalYear} AND trimester = ${at.period}
        ORDER BY service_date, id LIMIT 1) t`,
    );
  if (drive[1])
    await db.query(
      sql`UPDATE pwd_persons SET card_status = 'issued', severity_class = 'A',
          card_no = ${`DQ-${at.fiscalYear}-1`}, card_issue_date = ${lastDay}::date,
          wg_seeing = 1, wg_hearing = 1, wg_walking = 1, wg_remembering = 1, wg_self_care = 1,
          wg_communication = 1, wg_assessed_on = ${lastDay}::date
        WHERE id = ${drive[1]}`,
    );
  // The Morang palika with the fewest persons registered by the period's end: cards issued in the
  // period to a few more persons than that, each registration entered with a date after it.
  const few = await queryOne<{ id: number; registered: number }>(
    db,
    sql`SELECT pa.id, (SELECT count(*) FROM pwd_persons p WHERE p.palika_id = pa.id
          AND p.deleted_at IS NULL AND p.registration_date < ${at.until}::date)::int AS registered
      FROM palikas pa JOIN districts d ON d.id = pa.district_id
      WHERE d.name_en = 'Morang' AND pa.id <> ${biratnagar} ORDER BY 2, 1 LIMIT 1`,
  );
  if (few && few.registered <= 40) {
    const registered = addDays(at.until, 2) > todayIso() ? todayIso() : addDays(at.until, 2);
    await clonePersons(
      db,
      { palikaId: biratnagar, count: few.registered + 3 },
      {
        palikaId: few.id,
        registered,
        card: {
          card_status: "'issued'",
          severity_class: "'C'",
          card_no: `'DQ-C-' || row_number() OVER ()`,
          card_issue_date: `'${addDays(at.from, 20)}'::date`,
        },
      },
      'C',
    );
  }
}
