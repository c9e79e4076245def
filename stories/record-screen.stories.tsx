import {
  DeclaredList,
  type ListDeclaration,
  type TableDeclaration,
} from '@/client/components/record-screen/declared-list';
import {
  type FilterDeclaration,
  RecordFilters,
} from '@/client/components/record-screen/record-filters';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { schoolRecords } from '@/client/features/palika/api/school-records';
import { SCHOOL_LIST } from '@/client/features/palika/pages/school-list';
import type { Schemas } from '@/shared/api/types';
import { SCHOOL_LEVELS, SCHOOL_TYPES } from '@/shared/palika/enums';
import {
  type DataArgs,
  StoryList,
  lengthenNepali,
  listResult,
  listStates,
  textStates,
} from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { DeclaredList, RecordFilters, RecordTable },
  title: 'Kit/Record screen',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: {
    latinData: ['Shree', 'Janata', 'Secondary', 'School', 'Biratnagar', 'Metropolitan', 'City'],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const place = {
  _id: 60,
  code: null,
  name: 'Biratnagar Metropolitan City',
  nameNe: 'विराटनगर महानगरपालिका',
};

/** A row of every kind of cell the kit reads: names, a code, counts, a date, codes, a place. */
interface Row {
  _id: string;
  nameNe: string;
  nameEn: string | null;
  code: string;
  count: number | null;
  date: string;
  type: string;
  levels: string[];
  palika: typeof place;
  wardNo: number;
}
const ROWS: Row[] = [
  {
    _id: '00000000-0000-4000-8000-000000000071',
    nameNe: 'श्री जनता माध्यमिक विद्यालय',
    nameEn: 'Shree Janata Secondary School',
    code: '1010105',
    count: 1214,
    date: '2026-11-10',
    type: 'community',
    levels: ['eced', 'basic_1_5'],
    palika: place,
    wardNo: 5,
  },
  {
    _id: '00000000-0000-4000-8000-000000000072',
    nameNe: 'सरस्वती आधारभूत विद्यालय',
    nameEn: null,
    code: '1010106',
    count: null,
    date: '2025-04-14',
    type: 'institutional',
    levels: [],
    palika: place,
    wardNo: 12,
  },
];

/** Columns as data, one of each kind of cell (record-columns.tsx). */
const TABLE: TableDeclaration<Row> = {
  caption: 'page.schoolProfile',
  columns: [
    {
      id: 'name',
      label: 'facility.column.name',
      sort: true,
      cell: { kind: 'open', names: (r) => r },
    },
    { id: 'code', label: 'school.field.iemisCode', cell: { kind: 'text', value: (r) => r.code } },
    {
      id: 'count',
      label: 'school.field.studentsMale',
      cell: { kind: 'number', value: (r) => r.count },
    },
    {
      id: 'date',
      label: 'services.field.serviceDate',
      cell: { kind: 'bsDate', value: (r) => r.date },
    },
    {
      id: 'type',
      label: 'school.field.schoolType',
      cell: { kind: 'enum', list: 'schoolType', value: (r) => r.type },
    },
    {
      id: 'levels',
      label: 'school.field.levels',
      cell: { kind: 'enums', list: 'schoolLevel', value: (r) => r.levels },
    },
    {
      id: 'ward',
      label: 'facility.column.place',
      sort: true,
      cell: { kind: 'place', value: (r) => r.palika, ward: (r) => r.wardNo },
    },
  ],
};

/** A list's table from its declared columns: names open the record, headers sort, digits follow the language. */
export const Columns: Story = {
  ...listStates,
  render: (args) => (
    <StoryList {...args} prefix="school" rows={ROWS}>
      {(slots) => (
        <RecordTable
          {...TABLE}
          {...slots}
          sorting={{ sort: 'name', order: 'asc', onSort: () => undefined }}
          onOpen={() => undefined}
        />
      )}
    </StoryList>
  ),
};

type Values = {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
  fiscalYear?: number;
  search?: string;
  schoolType?: string;
  level?: string;
  open?: string;
  activityId?: string;
};

/** Filters as data, one of each kind (filter-controls.tsx). */
const FILTERS: FilterDeclaration<Values>[] = [
  {
    param: 'fiscalYear',
    label: 'services.fiscalYear',
    kind: 'fiscalYear',
    period: true,
    at: 'first',
    always: true,
  },
  { param: 'search', label: 'school.filter.search', kind: 'search' },
  {
    param: 'schoolType',
    label: 'school.filter.schoolType',
    kind: 'enum',
    list: 'schoolType',
    codes: SCHOOL_TYPES,
  },
  {
    param: 'level',
    label: 'school.filter.level',
    kind: 'enum',
    list: 'schoolLevel',
    codes: SCHOOL_LEVELS,
  },
  {
    param: 'open',
    label: 'ward.column.filled',
    kind: 'yesNo',
    yes: 'ward.filled.yes',
    no: 'ward.filled.no',
  },
  {
    param: 'activityId',
    label: 'value.field.activity',
    kind: 'choice',
    useOptions: () => undefined,
    unavailable: 'value.filter.activityHint',
    clearedByPlace: true,
  },
];

/** A list's filters from their declarations: the year first, the place and ward, then the kind's own. */
export const Filters: Story = {
  ...textStates,
  render: () => (
    <RecordFilters
      prefix="school"
      place={{ ward: true }}
      filters={FILTERS}
      value={{ fiscalYear: 2082, palikaId: 60, schoolType: 'community' } as Values}
      onChange={() => undefined}
    />
  ),
};

type School = Schemas['School'];
const SCHOOLS = ROWS.map(
  (r) =>
    ({
      _id: r._id,
      nameNe: r.nameNe,
      nameEn: r.nameEn,
      iemisCode: r.code,
      schoolType: r.type,
      specialEducation: r.type === 'community' ? 'resource_class' : null,
      palika: place,
      palikaId: 60,
      wardNo: r.wardNo,
      cwdEnrolled: [],
      version: 1,
      deletedAt: null,
    }) as unknown as School,
);

/** A kind's whole list as a declaration (the schools'): heading and add, filters, count, export, table. */
export const Declared: Story = {
  ...listStates,
  render: ({ data = 'filled', longNepali = false }) => {
    const declaration: ListDeclaration<School, object> = {
      ...(SCHOOL_LIST as unknown as ListDeclaration<School, object>),
      importer: undefined,
      records: {
        ...schoolRecords,
        useList: () => listResult(data, lengthenNepali(SCHOOLS, longNepali)),
        useRecord: () => ({ error: null }),
      } as unknown as ListDeclaration<School, object>['records'],
    };
    return <DeclaredList declaration={declaration} headingKey="page.schoolProfile" canWrite />;
  },
};
