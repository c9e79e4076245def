import type { Database, Queryable } from '@/server/db/database';
import type { Handlers } from '@/server/plugins/operations';
import { dashboardAchievement } from './achievement/achievement';
import { ensureAgesCurrent } from './ages';
import { dashboardFigures } from './figures';
import { dashboardPlaces } from './places';
import { dashboardProgramme } from './programme';
import { dashboardResources } from './resources';
import { dashboardSummary } from './summary';
import { dashboardView } from './view';

/** Every query of one answer reads the same snapshot, so its figures add up even while others write. */
async function snapshot<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  await ensureAgesCurrent(db);
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return work(tx);
  });
}

export const dashboardHandlers: Pick<
  Handlers,
  | 'dashboardSummary'
  | 'dashboardFigures'
  | 'dashboardPlaces'
  | 'dashboardProgramme'
  | 'dashboardResources'
  | 'dashboardAchievement'
> = {
  dashboardSummary: ({ db, tenant, query }) =>
    snapshot(db, (tx) => dashboardSummary({ db: tx, view: dashboardView(query, tenant), tenant })),
  dashboardFigures: ({ db, tenant, query }) =>
    snapshot(db, (tx) =>
      dashboardFigures({ db: tx, view: dashboardView(query, tenant), tenant }, query),
    ),
  dashboardPlaces: ({ db, tenant, query }) =>
    snapshot(db, (tx) => dashboardPlaces({ db: tx, view: dashboardView(query, tenant), tenant })),
  dashboardResources: ({ db, tenant, query }) =>
    snapshot(db, (tx) =>
      dashboardResources({ db: tx, view: dashboardView(query, tenant), tenant }),
    ),
  dashboardAchievement: ({ db, tenant, query }) =>
    snapshot(db, (tx) =>
      dashboardAchievement({ db: tx, view: dashboardView(query, tenant), tenant }, query),
    ),
  dashboardProgramme: ({ db, tenant, query }) =>
    snapshot(db, (tx) =>
      dashboardProgramme({ db: tx, view: dashboardView(query, tenant), tenant }, query),
    ),
};
