import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { listAttributes } from '@/server/domain/attribute-definitions';
import { invalid, notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { fiscalPeriodOf, type FiscalPeriod } from '@/shared/fiscal-year';
import { valueProblems } from '@/shared/programme/value-rules';
import { attributeProblems } from '@/shared/services/attribute-rules';

export type ValueInput = Omit<Schemas['ActivityValueCreate'], '_id'>;

interface ActivityFacts {
  palika_id: number;
  fiscal_year: number;
  status: string;
  attribute_ids: number[];
  ward_count: number;
  deleted: boolean;
}

/**
 * Every rule of a recorded value, inside the write: its activity is a live one of the palika it is
 * written for (one the writer may not see is not found; a deleted one is named), the shared rules,
 * and the activity's attributes by their definitions. Answers the fiscal period its date falls in.
 */
export async function checkValue(
  tx: Queryable,
  tenant: TenantScope,
  input: ValueInput,
): Promise<FiscalPeriod> {
  const [activity] = await tx.query<ActivityFacts>(
    sql`SELECT a.palika_id, a.fiscal_year, a.status, a.attribute_ids, p.ward_count,
        a.deleted_at IS NOT NULL AS deleted
      FROM palika_activities a JOIN palikas p ON p.id = a.palika_id
      WHERE a.id = ${input.activityId}`,
  );
  if (!activity || !tenant.canRead(activity.palika_id)) throw notFound();
  if (activity.deleted || activity.palika_id !== input.palikaId)
    throw invalid([{ field: 'activityId', code: 'invalidValue' }]);
  const activityFacts = { fiscalYear: activity.fiscal_year, status: activity.status };
  const context = { wardCount: activity.ward_count };
  const problems = [
    ...valueProblems(input, activityFacts, todayIso(), context.wardCount),
    ...attributeProblems(
      await listAttributes(tx, activity.attribute_ids),
      input.attributes ?? {},
      context,
    ),
  ];
  const period = fiscalPeriodOf(input.recordDate);
  if (problems.length || !period) throw invalid(problems);
  return period;
}
