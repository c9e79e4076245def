import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import { ECOLOGICAL_BELTS } from '@/shared/palika/enums';

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
    {
      param: 'ecologicalBelt',
      id: 'belt',
      kind: 'enum',
      label: 'palikaProfile.field.ecologicalBelt',
      list: 'ecologicalBelt',
      codes: ECOLOGICAL_BELTS,
    },
  ],
};
