import type { Queryable } from '@/server/db/database';
import type { Measure } from '@/shared/dashboards/figures';

export interface PeriodFigure {
  measure: Measure;
  fiscalYear: number;
  period: 1 | 2 | 3;
}

/**
 * The figures asked for every palika of a district, each for its own period, as the dashboards
 * count them: the dashboards' reader, which the application hands to this feature (a feature never
 * imports another). Values come in the items' order, by palika id.
 */
export type DistrictFiguresOf = (
  db: Queryable,
  districtId: number,
  items: readonly PeriodFigure[],
) => Promise<Map<number, number[]>>;
