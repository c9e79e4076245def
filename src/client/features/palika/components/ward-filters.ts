import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { WARD_FIELDS } from '@/client/features/palika/ward-fields';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';

/** What the list of wards is filtered by, as the contract's list operation reads it. */
export type WardFilterValues = ListFilters<'listWardProfiles'>;

/** Place and ward, filled in or not, and ecological belt. */
export const WARD_FILTERS: FiltersDeclaration<WardFilterValues> = {
  prefix: 'ward',
  place: { ward: true },
  filters: [
    {
      param: 'filled',
      kind: 'yesNo',
      label: 'ward.column.filled',
      yes: 'ward.filled.yes',
      no: 'ward.filled.no',
    },
    fieldFilter(WARD_FIELDS, 'ecologicalBelt', { id: 'belt', label: 'ward.field.ecologicalBelt' }),
  ],
};
