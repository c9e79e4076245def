import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { activityRecords } from '@/client/features/programme/api/activity-records';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { ACTIVITY_STATUSES } from '@/shared/programme/enums';

/** What the list of activity values is filtered by, as the contract's list operation reads it. */
export type ValueFilterValues = ListFilters<'listActivityValues'>;

/** The activities of the palika and year chosen, each under its parent; none before both are chosen. */
function useActivities(value: ValueFilterValues) {
  const locale = useLocale();
  const activities = activityRecords.useList(
    value.palikaId && value.fiscalYear
      ? { palikaId: value.palikaId, fiscalYear: value.fiscalYear, pageSize: 100 }
      : undefined,
  );
  return activities.data?.items.map((a) => ({
    value: a._id,
    label: `${'— '.repeat(a.level - 1)}${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`,
  }));
}

/**
 * Place, fiscal year, four-month period, activity (once a palika and a year are chosen: an activity
 * takes its sub-activities with it) and the activity's status.
 */
export const VALUE_FILTERS: FiltersDeclaration<ValueFilterValues> = {
  prefix: 'value',
  place: { ward: false },
  filters: [
    {
      param: 'fiscalYear',
      id: 'year',
      label: 'value.field.fiscalYear',
      kind: 'fiscalYear',
      period: true,
      clears: ['activityId'],
    },
    {
      param: 'trimester',
      label: 'value.field.trimester',
      kind: 'enum',
      list: 'trimester',
      codes: ['1', '2', '3'],
    },
    {
      param: 'activityId',
      id: 'activity',
      label: 'value.field.activity',
      kind: 'choice',
      useOptions: useActivities,
      unavailable: 'value.filter.activityHint',
      clearedByPlace: true,
    },
    {
      param: 'status',
      label: 'value.field.status',
      kind: 'enum',
      list: 'activityStatus',
      codes: ACTIVITY_STATUSES,
    },
  ],
};
