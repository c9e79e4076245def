import { BREAKDOWNS, MEASURES, PROGRAMME_MEASURES, SPLITS } from '@/shared/dashboards/figures';
import { AGE_BANDS, DISABILITY_TYPES, GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import { arrayOf, enumOf, integer, nullable, object, ref, string } from './schema-helpers';

const figure = () => object({ value: { type: 'number' }, previous: { type: 'number' } });
const period = () =>
  object({ fiscalYear: integer(), trimester: nullable(integer({ minimum: 1, maximum: 3 })) });

/** The filters of every dashboard request; without a fiscal year the current one is used. */
export const dashboardFilterParameters = [
  { name: 'fiscalYear', in: 'query', schema: integer({ minimum: 2060, maximum: 2100 }) },
  { name: 'trimester', in: 'query', schema: integer({ minimum: 1, maximum: 3 }) },
  { name: 'provinceId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'districtId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'palikaId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'wardId', in: 'query', schema: integer({ minimum: 1 }) },
  { name: 'disabilityType', in: 'query', schema: enumOf(DISABILITY_TYPES) },
  { name: 'severityClass', in: 'query', schema: enumOf(SEVERITY_CLASSES) },
  { name: 'gender', in: 'query', schema: enumOf(GENDERS) },
  { name: 'ageBand', in: 'query', schema: enumOf(AGE_BANDS) },
];

export const figureParameters = [
  { name: 'measure', in: 'query', required: true, schema: enumOf(MEASURES) },
  { name: 'by', in: 'query', required: true, schema: enumOf(BREAKDOWNS) },
  {
    name: 'split',
    in: 'query',
    required: false,
    schema: enumOf(SPLITS),
    description:
      'A second key for a figure over time: each row is then one time and one value of it (`series`)',
  },
];

/** A place one level below the view: its names and the picker's selection that opens it. */
export const PLACE_ROW = {
  id: integer(),
  nameEn: string(),
  nameNe: string(),
  place: object(
    { provinceId: integer(), districtId: integer(), palikaId: integer(), wardId: integer() },
    ['provinceId'],
  ),
};
export const LEVELS = enumOf(['province', 'district', 'palika', 'ward']);

/** A place's CBR resources and its census count (issue 18 §3). */
const RESOURCE_FIGURES = {
  wards: integer(),
  fchvs: integer({ description: 'Active FCHVs' }),
  schools: integer(),
  schoolsWithResourceClass: integer(),
  facilities: integer({ description: 'Health facilities' }),
  facilitiesOfferingRehab: integer({ description: 'Health facilities offering rehabilitation' }),
  censusCount: nullable(
    integer({
      description:
        "Persons with disabilities the census counted in the places whose count is known: a palika's own profile, else all its wards' profiles; null when none is known",
    }),
  ),
  registeredWhereCensus: integer({
    description: 'Live persons registered to date in those same places: the coverage numerator',
  }),
  censusKnown: integer({
    description: 'Palikas (wards, below a palika) whose census count is known',
  }),
  censusPlaces: integer({ description: 'Palikas (wards, below a palika) in all' }),
};

export const dashboardSchemas = {
  DashboardFigure: figure(),
  DashboardSummary: object({
    period: period(),
    previousPeriod: period(),
    registered: ref('DashboardFigure'),
    registrations: ref('DashboardFigure'),
    active: ref('DashboardFigure'),
    withCard: ref('DashboardFigure'),
    cardColours: object({ red: integer(), blue: integer(), yellow: integer(), white: integer() }),
    personsServed: ref('DashboardFigure'),
    services: ref('DashboardFigure'),
    palikasReporting: object({ value: integer(), previous: integer(), of: integer() }),
  }),
  DashboardProgramme: object({
    period: period(),
    previousPeriod: period(),
    ...Object.fromEntries(PROGRAMME_MEASURES.map((measure) => [measure, ref('DashboardFigure')])),
  }),
  DashboardBreakdown: object({
    measure: enumOf(MEASURES),
    by: enumOf(BREAKDOWNS),
    period: period(),
    split: nullable(enumOf(SPLITS)),
    rows: arrayOf(
      object({ key: string(), series: string(), value: { type: 'number' } }, ['key', 'value']),
    ),
    total: {
      type: 'number',
      description:
        'The measure without the breakdown: a person with two disability types counts under each type but once here',
    },
  }),
  DashboardPlaces: object({
    period: period(),
    level: LEVELS,
    rows: arrayOf(
      object({
        ...PLACE_ROW,
        registered: integer(),
        active: integer(),
        personsServed: integer(),
        services: integer(),
        cost: { type: 'number' },
      }),
    ),
  }),
  DashboardResources: object({
    level: LEVELS,
    rows: arrayOf(
      object({
        ...PLACE_ROW,
        profileId: nullable(
          string({
            format: 'uuid',
            description: "The place's palika or ward profile (none for a province or district)",
          }),
        ),
        ...RESOURCE_FIGURES,
      }),
    ),
    total: object(RESOURCE_FIGURES),
  }),
};
