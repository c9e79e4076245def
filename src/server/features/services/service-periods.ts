import { sql } from '@/server/platform/sql';
import type { CountedIn } from '@/server/records/record-kind';
import { isUuid, reportsAt } from '@/server/records/record-lock';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/**
 * A service counts in the report of its date at the palika it was given in, and, given to a person,
 * at the person's palika too (the persons served are counted where they live). Every field of it
 * counts: any change of a service of a locked period is refused.
 */
export const serviceCountedIn: CountedIn = {
  listed: true,
  reports: (fields) => reportsAt(fields.palikaId, fields.serviceDate),
  through(_id, fields) {
    const at = typeof fields.serviceDate === 'string' && fiscalPeriodOf(fields.serviceDate);
    if (!at || !isUuid(fields.pwdId)) return undefined;
    return sql`SELECT p.palika_id, ${at.fiscalYear}::int, ${at.trimester}::smallint
      FROM pwd_persons p WHERE p.id = ${fields.pwdId}::uuid`;
  },
};
