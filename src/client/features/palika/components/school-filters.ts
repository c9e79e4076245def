import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';

/** What the list of schools is filtered by, as the contract's list operation reads it. */
export type SchoolFilterValues = ListFilters<'listSchools'>;

/** Place and ward, a name or IEMIS code, type, a level taught, the set-up for children with disabilities, a feature. */
export const SCHOOL_FILTERS: FiltersDeclaration<SchoolFilterValues> = {
  prefix: 'school',
  place: { ward: true },
  filters: [
    { param: 'search', kind: 'search', label: 'school.filter.search' },
    fieldFilter(SCHOOL_FIELDS, 'schoolType', { label: 'school.filter.schoolType' }),
    fieldFilter(SCHOOL_FIELDS, 'levels', { param: 'level', label: 'school.filter.level' }),
    fieldFilter(SCHOOL_FIELDS, 'specialEducation', { label: 'school.filter.specialEducation' }),
    fieldFilter(SCHOOL_FIELDS, 'accessibility', { label: 'school.filter.accessibility' }),
  ],
};
