import { raw, type Sql, sql } from '@/server/platform/sql';
import { FIRST_SUBTYPE_ROW } from '@/shared/reports/id-card-rows';

/**
 * A person's row of the ID-card matrix (src/shared/reports/id-card-rows.ts) in SQL, from the
 * person's columns under `alias`: the one definition the report counts by and the persons list
 * filters by (`cardRow`), so that a cell's drill list holds exactly its count.
 */
export function idCardRowSql(alias: string): Sql {
  const column = (name: string) => raw(`${alias}.${name}`);
  const split = ({
    row,
    subtypes,
    otherwise,
  }: (typeof FIRST_SUBTYPE_ROW)[keyof typeof FIRST_SUBTYPE_ROW]) =>
    sql`CASE WHEN ${column('disability_subtypes')} && ${[...subtypes]}::text[] THEN ${row}::text ELSE ${otherwise}::text END`;
  return sql`(CASE ${column('primary_disability_type')} WHEN 'visual' THEN ${split(FIRST_SUBTYPE_ROW.visual)} WHEN 'hearing' THEN ${split(FIRST_SUBTYPE_ROW.hearing)} ELSE ${column('primary_disability_type')} END)`;
}
