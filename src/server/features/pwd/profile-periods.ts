import { PERSON_COUNTED_FIELDS } from '@/server/domain/person-counted-fields';
import { sql } from '@/server/platform/sql';
import type { CountedIn } from '@/server/records/record-kind';
import { countedFields, reportsAt } from '@/server/records/record-lock';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/**
 * A person counts in the report of their registration date at their palika, in the later reports
 * of that palika (the persons registered by a period's end), and in the reports of the periods they
 * were served, at the service's palika and at their own (the persons served, by who they are).
 */
export const personCountedIn: CountedIn = {
  listed: true,
  reports: (fields) =>
    reportsAt(
      fields.palikaId,
      fields.registrationDate,
      countedFields(fields, PERSON_COUNTED_FIELDS),
    ),
  through(id, fields) {
    const palikaId = typeof fields.palikaId === 'number' ? fields.palikaId : null;
    const registered =
      typeof fields.registrationDate === 'string'
        ? fiscalPeriodOf(fields.registrationDate)
        : undefined;
    const later = registered
      ? sql`SELECT palika_id, fiscal_year, period FROM report_periods
          WHERE palika_id = ${palikaId}::int
            AND (fiscal_year, period) > (${registered.fiscalYear}::int, ${registered.trimester}::smallint)`
      : sql`SELECT NULL::int, NULL::int, NULL::smallint WHERE false`;
    return sql`SELECT x.palika_id, s.fiscal_year, s.trimester FROM service_records s
        CROSS JOIN LATERAL (VALUES (s.palika_id), (${palikaId}::int)) x(palika_id)
        WHERE s.pwd_id = ${id}::uuid AND s.deleted_at IS NULL
      UNION ${later}`;
  },
};
