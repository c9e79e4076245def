import { raw, type Sql, sql } from '@/server/platform/sql';
import type { QualityCount } from '@/shared/data-quality/counts';
import { CARD_HELD } from '@/shared/pwd/enums';

/** What a count is asked about: the palikas (already narrowed to the caller's area) and the period. */
export interface CountWindow {
  palikaIds: number[];
  fiscalYear: number;
  period: number;
  /** The period's first day and the day after its last (ISO). */
  from: string;
  until: string;
}

/** A count's offending rows: their palika, id and label (`t.*` columns), FROM … WHERE as text. */
interface CountSql {
  palika: string;
  id: string;
  label: string;
  from: (w: CountWindow) => Sql;
}

const HELD = raw(CARD_HELD.map((status) => `'${status}'`).join(', '));
const persons = (w: CountWindow) =>
  sql`pwd_persons t WHERE t.deleted_at IS NULL AND t.palika_id = ANY(${w.palikaIds}::int[])`;
const registeredBy = (w: CountWindow) =>
  sql`${persons(w)} AND t.registration_date < ${w.until}::date`;
const registeredIn = (w: CountWindow) =>
  sql`${registeredBy(w)} AND t.registration_date >= ${w.from}::date`;
const services = (w: CountWindow) =>
  sql`service_records s JOIN pwd_persons t ON t.id = s.pwd_id
    WHERE s.deleted_at IS NULL AND s.palika_id = ANY(${w.palikaIds}::int[])
      AND s.fiscal_year = ${w.fiscalYear} AND s.trimester = ${w.period}`;
const person = { palika: 't.palika_id', id: 't.id::text', label: 't.registration_no' };
const service = {
  palika: 's.palika_id',
  id: 's.id::text',
  label: "s.service_date::text || ' · ' || t.registration_no",
};
const WG = ['seeing', 'hearing', 'walking', 'remembering', 'self_care', 'communication'];

/**
 * The record-level counts in SQL (src/shared/data-quality/counts.ts says what each means); a
 * figure of the period (participants with disabilities) sums a column instead of counting rows.
 */
export const COUNT_SQL: Record<
  Exclude<QualityCount, 'expenditureToDate'>,
  CountSql & { sum?: string }
> = {
  cardsIssued: {
    ...person,
    from: (w) =>
      sql`${persons(w)} AND t.card_status IN (${HELD})
        AND t.card_issue_date >= ${w.from}::date AND t.card_issue_date < ${w.until}::date`,
  },
  participantsWithDisability: {
    ...service,
    sum: 'coalesce(s.participants_pwd, 0)',
    from: (w) =>
      sql`service_records s LEFT JOIN pwd_persons t ON t.id = s.pwd_id
        WHERE s.deleted_at IS NULL AND s.is_group AND s.palika_id = ANY(${w.palikaIds}::int[])
          AND s.fiscal_year = ${w.fiscalYear} AND s.trimester = ${w.period}`,
  },
  wardsPopulationMismatch: {
    palika: 't.palika_id',
    id: 't.id::text',
    label: 't.ward_no::text',
    from: (w) =>
      sql`ward_profiles t WHERE t.deleted_at IS NULL AND t.palika_id = ANY(${w.palikaIds}::int[])
        AND t.population_total IS NOT NULL AND t.population_male IS NOT NULL
        AND t.population_female IS NOT NULL AND t.population_other IS NOT NULL
        AND t.population_male + t.population_female + t.population_other <> t.population_total`,
  },
  severeCardWithoutDifficulty: {
    ...person,
    from: (w) =>
      sql`${registeredBy(w)} AND t.card_status IN (${HELD}) AND t.severity_class IN ('A', 'B')
        AND ${raw(WG.map((d) => `t.wg_${d} = 1`).join(' AND '))}`,
  },
  servicesBeforeRegistration: {
    ...service,
    from: (w) => sql`${services(w)} AND s.service_date < t.registration_date`,
  },
  servicesAfterDeath: {
    ...service,
    from: (w) =>
      sql`${services(w)} AND t.status = 'deceased' AND t.status_date IS NOT NULL
        AND s.service_date > t.status_date`,
  },
  registeredBeforeBirth: {
    ...person,
    from: (w) => sql`${registeredIn(w)} AND t.registration_date < t.dob`,
  },
  cardDateImpossible: {
    ...person,
    from: (w) =>
      sql`${registeredBy(w)} AND t.card_issue_date IS NOT NULL
        AND (t.card_issue_date < t.dob OR t.card_issue_date > current_date)`,
  },
  allowanceWithoutRedOrBlue: {
    ...person,
    from: (w) =>
      sql`${registeredBy(w)} AND t.ssa_receiving AND t.status = 'active'
        AND coalesce(t.severity_class, '') NOT IN ('A', 'B')`,
  },
  cardHeldWithoutNumber: {
    ...person,
    from: (w) =>
      sql`${registeredBy(w)} AND t.card_status IN (${HELD})
        AND (t.card_no IS NULL OR t.card_issue_date IS NULL)`,
  },
};

export type SqlCount = keyof typeof COUNT_SQL;
export const SQL_COUNTS = Object.keys(COUNT_SQL) as SqlCount[];

/** Every count for every palika of the window, in one statement: rows of (palika, count, value). */
export function countsStatement(w: CountWindow): Sql {
  const parts = SQL_COUNTS.map((id) => {
    const { palika, from, sum } = COUNT_SQL[id];
    const value = raw(sum ? `sum(${sum})` : 'count(*)');
    return sql`SELECT ${raw(palika)} AS palika_id, ${id} AS count, ${value}::float8 AS value
      FROM ${from(w)} GROUP BY 1`;
  });
  return parts.reduce((all, part) => sql`${all} UNION ALL ${part}`);
}

/** The first records of each record-level count of one palika, to open one by one. */
export function samplesStatement(w: CountWindow, ids: SqlCount[], limit: number): Sql {
  const parts = ids.map((id) => {
    const { id: key, label, from } = COUNT_SQL[id];
    return sql`(SELECT ${id} AS count, ${raw(key)} AS id, ${raw(label)} AS label
      FROM ${from(w)} ORDER BY 3 LIMIT ${limit})`;
  });
  return parts.reduce((all, part) => sql`${all} UNION ALL ${part}`);
}
