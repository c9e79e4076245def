import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import {
  SCHOOL_ACCESSIBILITY,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SPECIAL_EDUCATION_SETUPS,
} from '@/shared/palika/enums';

/** What the list of schools is filtered by, as the contract's list operation reads it. */
export type SchoolFilterValues = ListFilters<'listSchools'>;

/** Place and ward, a name or IEMIS code, type, a level taught, the set-up for children with disabilities, a feature. */
export const SCHOOL_FILTERS: FiltersDeclaration<SchoolFilterValues> = {
  prefix: 'school',
  place: { ward: true },
  filters: [
    { param: 'search', kind: 'search', label: 'school.filter.search' },
    {
      param: 'schoolType',
      kind: 'enum',
      label: 'school.filter.schoolType',
      list: 'schoolType',
      codes: SCHOOL_TYPES,
    },
    {
      param: 'level',
      kind: 'enum',
      label: 'school.filter.level',
      list: 'schoolLevel',
      codes: SCHOOL_LEVELS,
    },
    {
      param: 'specialEducation',
      kind: 'enum',
      label: 'school.filter.specialEducation',
      list: 'specialEducation',
      codes: SPECIAL_EDUCATION_SETUPS,
    },
    {
      param: 'accessibility',
      kind: 'enum',
      label: 'school.filter.accessibility',
      list: 'schoolAccessibility',
      codes: SCHOOL_ACCESSIBILITY,
    },
  ],
};
