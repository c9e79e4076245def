import { BS_FIRST_YEAR, BS_MONTH_LENGTHS } from '../../../shared/calendar/bs-month-lengths';
import { bsToAd, toIsoDate } from '../../../shared/calendar/bs-calendar';
import {
  PERSON_CELLS,
  REACH_CELLS,
  REACH_FACETS,
  type ReachFacet,
  SERVICE_FACETS,
  type ServiceFacet,
  REACH_DIMENSIONS,
  SERVICE_CELLS,
  personRows,
  reachRows,
  serviceRows,
} from '../../features/dashboards/cells-sql';
import { afterTrigger, changed, servicesAfter, servicesBefore, servicesOf, triggerFunction } from '../../features/dashboards/cells-maintenance';
import type { Migration } from './index';

/** The first day of every BS month the calendar knows, so that SQL can name a date's fiscal month. */
function bsMonthRows(): string {
  const rows: string[] = [];
  BS_MONTH_LENGTHS.forEach((_, index) => {
    const year = BS_FIRST_YEAR + index;
    for (let month = 1; month <= 12; month++) rows.push(`('${toIsoDate(bsToAd({ year, month, day: 1 })!)}', ${year}, ${month})`);
  });
  return rows.join(', ');
}

type CellTable = typeof PERSON_CELLS;

/*
 * The cells as this migration made them: the nation (level 0) and provinces (level 1), keyed by
 * `province_id`. Migration 0007 renamed the column, added districts and palikas and replaced the
 * triggers; these copies keep this migration doing on a new database what it did when it shipped.
 */
function addToCells({ table, dimensions, measures }: CellTable, signedRows: string): string {
  const keys = ['level', 'province_id', ...dimensions];
  const positions = keys.map((_, i) => i + 1).join(', ');
  return `INSERT INTO ${table} AS cell (${keys.join(', ')}, ${measures.join(', ')})
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 ELSE r.province_id END, ${dimensions.map((d) => `r.${d}`).join(', ')},
           ${measures.map((m) => `sum(r.${m})`).join(', ')}
      FROM (${signedRows}) r CROSS JOIN (VALUES (0::smallint), (1::smallint)) lv(level)
     GROUP BY ${positions}
    HAVING ${measures.map((m) => `sum(r.${m}) <> 0`).join(' OR ')}
     ORDER BY ${positions}
    ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${measures.map((m) => `${m} = cell.${m} + excluded.${m}`).join(', ')}`;
}

function signed(cells: CellTable, before: string | null, after: string | null): string {
  const columns = (sign: string) => [`province_id`, ...cells.dimensions, ...cells.measures.map((m) => `${sign}${m} AS ${m}`)].join(', ');
  return [after && `SELECT ${columns('')} FROM (${after}) a`, before && `SELECT ${columns('-')} FROM (${before}) b`].filter(Boolean).join(' UNION ALL ');
}

function signedReach(before: string, after: string): string {
  const keys = ['province_id', ...REACH_DIMENSIONS].join(', ');
  return `SELECT ${keys}, count(DISTINCT person_id)::int AS persons FROM (${after}) a GROUP BY ${keys}
    UNION ALL SELECT ${keys}, -count(DISTINCT person_id)::int AS persons FROM (${before}) b GROUP BY ${keys}`;
}

const reachOf = (sides: string[], hasNew: boolean, hasOld: boolean) =>
  addToCells(REACH_CELLS, signedReach(reachRows(servicesBefore(sides, hasNew, hasOld), 'pwd_persons'), reachRows(servicesAfter(sides), 'pwd_persons')));

const reachKeys = ['province_id', ...REACH_DIMENSIONS].join(', ');

/**
 * Dashboard summary cells kept live by the writes themselves (decision 0013): each statement on
 * persons or services adds its own contribution to the nation's and the provinces' cells inside the
 * writing transaction, so a figure read after a commit includes it and the cells cannot drift from
 * the rows. Ages move on birthdays, not on writes: `cbr_roll_ages()` re-bands the persons whose band
 * changed since the last day it ran (the dashboards call it before their first read of a day).
 */
export const dashboardCells: Migration = {
  version: '0006-dashboard-cells',
  statements: [
    `CREATE TABLE bs_months (first_day date PRIMARY KEY, bs_year int NOT NULL, bs_month int NOT NULL)`,
    `INSERT INTO bs_months (first_day, bs_year, bs_month) VALUES ${bsMonthRows()}`,
    // Every day the calendar knows, with its fiscal year and fiscal month (1 is Shrawan, 12 Asar).
    `CREATE TABLE bs_days (day date PRIMARY KEY, fiscal_year int NOT NULL, fiscal_month smallint NOT NULL)`,
    `INSERT INTO bs_days (day, fiscal_year, fiscal_month)
       SELECT g::date, CASE WHEN m.bs_month >= 4 THEN m.bs_year ELSE m.bs_year - 1 END, (((m.bs_month + 8) % 12) + 1)::smallint
         FROM (SELECT first_day, bs_year, bs_month, lead(first_day) OVER (ORDER BY first_day) AS next_day FROM bs_months) m,
              generate_series(m.first_day, m.next_day - 1, interval '1 day') g
        WHERE m.next_day IS NOT NULL`,
    `CREATE FUNCTION cbr_fiscal_month(day date) RETURNS smallint LANGUAGE sql STABLE AS $$ SELECT d.fiscal_month FROM bs_days d WHERE d.day = $1 $$`,
    `CREATE FUNCTION cbr_fiscal_year(day date) RETURNS int LANGUAGE sql STABLE AS $$ SELECT d.fiscal_year FROM bs_days d WHERE d.day = $1 $$`,
    // Today in Nepal (UTC+5:45), as the server's lists compute it; a session may pin it (`SET cbr.today`) to test birthdays.
    `CREATE FUNCTION cbr_today() RETURNS date LANGUAGE sql STABLE AS $$
       SELECT coalesce(nullif(current_setting('cbr.today', true), '')::date, (timezone('UTC', now()) + interval '5 hours 45 minutes')::date) $$`,
    // The same bands, with the same 29 February rule, as the profile list's age filter.
    `CREATE FUNCTION cbr_age_band(dob date, today date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
       SELECT CASE WHEN dob <= (today - interval '60 years')::date THEN '60+'
                   WHEN dob <= (today - interval '18 years')::date THEN '18-59'
                   WHEN dob <= (today - interval '5 years')::date THEN '5-17' ELSE '0-4' END $$`,
    `CREATE VIEW service_category_lineage AS
       WITH RECURSIVE t(id, component_id, element_id, depth) AS (
         SELECT id, id, NULL::int, 1 FROM service_categories WHERE parent_id IS NULL
         UNION ALL
         SELECT c.id, t.component_id, CASE WHEN t.depth = 1 THEN c.id ELSE t.element_id END, t.depth + 1
           FROM service_categories c JOIN t ON c.parent_id = t.id)
       SELECT id, component_id, element_id FROM t`,

    `ALTER TABLE pwd_persons ADD COLUMN age_band text, ADD COLUMN registration_fy int, ADD COLUMN registration_month smallint`,
    `UPDATE pwd_persons p SET age_band = cbr_age_band(p.dob, cbr_today()), registration_fy = d.fiscal_year, registration_month = d.fiscal_month FROM bs_days d WHERE d.day = p.registration_date`,
    `ALTER TABLE service_records ADD COLUMN fiscal_month smallint`,
    `UPDATE service_records s SET fiscal_month = d.fiscal_month FROM bs_days d WHERE d.day = s.service_date`,
    `CREATE FUNCTION pwd_persons_derived() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.age_band := cbr_age_band(NEW.dob, cbr_today());
         NEW.registration_fy := cbr_fiscal_year(NEW.registration_date);
         NEW.registration_month := cbr_fiscal_month(NEW.registration_date);
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER pwd_persons_derived BEFORE INSERT OR UPDATE ON pwd_persons FOR EACH ROW EXECUTE FUNCTION pwd_persons_derived()`,
    `CREATE FUNCTION service_records_derived() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.fiscal_month := cbr_fiscal_month(NEW.service_date);
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER service_records_derived BEFORE INSERT OR UPDATE ON service_records FOR EACH ROW EXECUTE FUNCTION service_records_derived()`,

    `CREATE TABLE dash_person_cells (
       level smallint NOT NULL, province_id int NOT NULL,
       disability_type text NOT NULL, severity_class text NOT NULL, gender text NOT NULL, age_band text NOT NULL,
       status text NOT NULL, card_status text NOT NULL, reg_fy int NOT NULL, reg_month smallint NOT NULL,
       persons int NOT NULL,
       PRIMARY KEY (level, province_id, disability_type, reg_fy, reg_month, severity_class, gender, age_band, status, card_status))`,
    `CREATE TABLE dash_service_cells (
       level smallint NOT NULL, province_id int NOT NULL, fy int NOT NULL, period smallint NOT NULL, month smallint NOT NULL,
       facet text NOT NULL, value text NOT NULL,
       disability_type text NOT NULL, severity_class text NOT NULL, gender text NOT NULL, age_band text NOT NULL,
       services int NOT NULL, cost numeric NOT NULL, group_services int NOT NULL,
       participants_male int NOT NULL, participants_female int NOT NULL, participants_other int NOT NULL, participants_pwd int NOT NULL,
       PRIMARY KEY (level, province_id, fy, facet, disability_type, period, month, value, severity_class, gender, age_band))`,
    `CREATE TABLE dash_reach_cells (
       level smallint NOT NULL, province_id int NOT NULL, fy int NOT NULL, period smallint NOT NULL,
       facet text NOT NULL, value text NOT NULL,
       disability_type text NOT NULL, severity_class text NOT NULL, gender text NOT NULL, age_band text NOT NULL,
       persons int NOT NULL,
       PRIMARY KEY (level, province_id, fy, facet, disability_type, period, value, severity_class, gender, age_band))`,

    // The first fill, a facet at a time and in memory: at national scale (50 lakh services) a spilling sort would take an hour.
    `SET LOCAL work_mem = '1GB'`,
    addToCells(PERSON_CELLS, signed(PERSON_CELLS, null, personRows('pwd_persons'))),
    ...(Object.keys(SERVICE_FACETS) as ServiceFacet[]).map((facet) => addToCells(SERVICE_CELLS, signed(SERVICE_CELLS, null, serviceRows('service_records', 'pwd_persons', { facets: [facet] })))),
    ...(Object.keys(REACH_FACETS) as ReachFacet[]).map((facet) =>
      addToCells(REACH_CELLS, `SELECT ${reachKeys}, count(DISTINCT person_id)::int AS persons FROM (${reachRows('service_records', 'pwd_persons', { facets: [facet] })}) a GROUP BY ${reachKeys}`),
    ),
    `RESET work_mem`,
    `ANALYZE dash_person_cells`,
    `ANALYZE dash_service_cells`,
    `ANALYZE dash_reach_cells`,

    triggerFunction('dash_persons_inserted', [addToCells(PERSON_CELLS, signed(PERSON_CELLS, null, personRows('new_rows')))]),
    triggerFunction('dash_persons_updated', [
      addToCells(PERSON_CELLS, signed(PERSON_CELLS, personRows(changed('o')), personRows(changed('n')))),
      addToCells(SERVICE_CELLS, signed(SERVICE_CELLS, serviceRows(servicesOf(changed('n')), changed('o')), serviceRows(servicesOf(changed('n')), changed('n')))),
      addToCells(REACH_CELLS, signedReach(reachRows(servicesOf(changed('n')), changed('o')), reachRows(servicesOf(changed('n')), changed('n')))),
    ]),
    // A person with services cannot be deleted outright (the services refer to them).
    triggerFunction('dash_persons_deleted', [addToCells(PERSON_CELLS, signed(PERSON_CELLS, personRows('old_rows'), null))]),
    triggerFunction('dash_services_inserted', [
      addToCells(SERVICE_CELLS, signed(SERVICE_CELLS, null, serviceRows('new_rows', 'pwd_persons'))),
      reachOf(['new_rows'], true, false),
    ]),
    triggerFunction('dash_services_updated', [
      addToCells(SERVICE_CELLS, signed(SERVICE_CELLS, serviceRows('old_rows', 'pwd_persons'), serviceRows('new_rows', 'pwd_persons'))),
      reachOf(['new_rows', 'old_rows'], true, true),
    ]),
    triggerFunction('dash_services_deleted', [
      addToCells(SERVICE_CELLS, signed(SERVICE_CELLS, serviceRows('old_rows', 'pwd_persons'), null)),
      reachOf(['old_rows'], false, true),
    ]),
    afterTrigger('pwd_persons', 'INSERT', 'dash_persons_inserted'),
    afterTrigger('pwd_persons', 'UPDATE', 'dash_persons_updated'),
    afterTrigger('pwd_persons', 'DELETE', 'dash_persons_deleted'),
    afterTrigger('service_records', 'INSERT', 'dash_services_inserted'),
    afterTrigger('service_records', 'UPDATE', 'dash_services_updated'),
    afterTrigger('service_records', 'DELETE', 'dash_services_deleted'),

    // Below a province the dashboards read rows: these let them read the index alone.
    `CREATE INDEX service_records_dash ON service_records (palika_id, fiscal_year) INCLUDE (trimester, fiscal_month, category_id, pwd_id, ward_no, is_group,
       provider_type, funding_source, assistive_device_type, referral_status, cost_npr, participants_male, participants_female, participants_other, participants_pwd) WHERE deleted_at IS NULL`,
    `CREATE INDEX service_records_dash_person ON service_records (pwd_id, fiscal_year) INCLUDE (trimester, category_id) WHERE deleted_at IS NULL`,
    `CREATE INDEX pwd_persons_dash ON pwd_persons (palika_id) INCLUDE (ward_no, disability_types, severity_class, gender, age_band, status, card_status, registration_fy, registration_month)
       WHERE deleted_at IS NULL`,
    `CREATE TABLE dash_state (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), ages_as_of date)`,
    `INSERT INTO dash_state (ages_as_of) VALUES (cbr_today())`,
    // Re-bands the persons who crossed 5, 18 or 60 since the last run (everyone, after a long gap); the
    // update trigger moves their contributions. Returns how many moved.
    `CREATE FUNCTION cbr_roll_ages() RETURNS int LANGUAGE plpgsql AS $$
       DECLARE since date; today date := cbr_today(); moved int;
       BEGIN
         PERFORM pg_advisory_xact_lock(20830002);
         SELECT ages_as_of INTO since FROM dash_state;
         IF since = today THEN RETURN 0; END IF;
         UPDATE pwd_persons SET age_band = cbr_age_band(dob, today)
          WHERE deleted_at IS NULL AND age_band IS DISTINCT FROM cbr_age_band(dob, today)
            AND (since IS NULL OR since > today OR since < today - 366
                 OR (dob > (since - interval '5 years')::date AND dob <= (today - interval '5 years')::date)
                 OR (dob > (since - interval '18 years')::date AND dob <= (today - interval '18 years')::date)
                 OR (dob > (since - interval '60 years')::date AND dob <= (today - interval '60 years')::date));
         GET DIAGNOSTICS moved = ROW_COUNT;
         UPDATE dash_state SET ages_as_of = today;
         RETURN moved;
       END $$`,
  ],
};
