import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';

/** What the list of palikas is filtered by, as the contract's list operation reads it. */
export type PalikaProfileFilterValues = ListFilters<'listPalikaProfiles'>;

/** Place, a name or LG code, filled in or not, in a running batch or not, and ecological belt. */
export const PALIKA_PROFILE_FILTERS: FiltersDeclaration<PalikaProfileFilterValues> = {
  prefix: 'palikaProfile',
  place: { ward: false },
  filters: [
    { param: 'search', kind: 'search', label: 'palikaProfile.filter.search' },
    {
      param: 'filled',
      kind: 'yesNo',
      label: 'palikaProfile.filter.filled',
      yes: 'ward.filled.yes',
      no: 'ward.filled.no',
    },
    {
      param: 'inBatch',
      kind: 'yesNo',
      label: 'palikaProfile.filter.inBatch',
      yes: 'palikaProfile.inBatch.yes',
      no: 'palikaProfile.inBatch.no',
    },
    fieldFilter(PALIKA_PROFILE_FIELDS, 'ecologicalBelt', {
      id: 'belt',
      label: 'palikaProfile.field.ecologicalBelt',
    }),
  ],
};
