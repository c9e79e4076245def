import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import type { Schemas } from '@/shared/api/types';
import type { ReportKey } from './report-key';

export type ReportFigures = Schemas['ReportFigures'];

/**
 * A palika's figures of a period, each as the dashboards count it: read by the dashboards' own
 * measure SQL, which the application hands to this feature (a feature never imports another).
 */
export type FiguresOf = (
  db: Queryable,
  tenant: TenantScope,
  key: ReportKey,
) => Promise<ReportFigures>;
