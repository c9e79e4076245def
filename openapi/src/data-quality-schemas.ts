import { MEASURES } from '@/shared/dashboards/figures';
import {
  QUALITY_COUNT_IDS,
  QUALITY_RECORD_KINDS,
  QUALITY_SAMPLE,
} from '@/shared/data-quality/counts';
import { OUTLIER_MEASURE_IDS, OUTLIER_TESTS } from '@/shared/data-quality/outliers';
import {
  QUALITY_OPERATORS,
  QUALITY_RULE_IDS,
  QUALITY_SEVERITIES,
} from '@/shared/data-quality/rules';
import {
  arrayOf,
  enumOf,
  integer,
  nullable,
  object,
  ref,
  string,
  type JsonSchema,
} from './schema-helpers';

const number = (description?: string): JsonSchema => ({
  type: 'number',
  ...(description && { description }),
});
const described = (schema: JsonSchema, description: string) => ({ ...schema, description });
const period = () => integer({ minimum: 1, maximum: 3 });
const counts = {
  errors: integer({ minimum: 0, description: 'Error rules broken' }),
  warnings: integer({ minimum: 0, description: 'Warning rules broken' }),
  outliers: integer({ minimum: 0, description: 'Figures flagged as outliers (by either test)' }),
};
/** The routes a drill opens (src/shared/dashboards/measures.ts `Drill`, and a ward's profiles). */
const DRILL_ROUTES = [
  'pwdProfileList',
  'providedServiceView',
  'activityHierarchy',
  'activityAttributesView',
  'wardProfile',
];

/** Data quality over a palika's period (issue 40 §1, §2): the rules broken and the outliers. */
export const dataQualitySchemas = {
  QualitySeverity: enumOf(QUALITY_SEVERITIES),
  QualityRuleId: enumOf(QUALITY_RULE_IDS),
  QualityDrill: described(
    object({
      route: enumOf(DRILL_ROUTES),
      query: {
        type: 'object',
        additionalProperties: { type: ['string', 'number', 'boolean'] },
        maxProperties: 30,
        description: "The list's filters, as `hrefFor(route, locale, undefined, query)` takes them",
      },
    }),
    'The list of the records behind a figure, with the filters that produce it: the same link a dashboard figure or the period page opens',
  ),
  QualityRecord: object({
    kind: enumOf(QUALITY_RECORD_KINDS),
    id: string({
      description: "The record's id: a person's or a service's uuid, a ward's profile id",
    }),
    label: string({
      description:
        "What names it: a person's registration number, a service's date and its person's, a ward's number",
    }),
  }),
  QualitySide: object({
    measure: nullable(
      described(
        enumOf(MEASURES),
        'A dashboard figure of the period (label `dashboard.measure.<id>`)',
      ),
    ),
    count: nullable(
      described(
        enumOf(QUALITY_COUNT_IDS),
        "A figure of the rules' own (label `dataQuality.count.<id>`): a count of the records that break a rule, or a figure the dashboards do not show",
      ),
    ),
    value: number(
      "The side's value; a constant side (the 0 a record-level count must equal) has neither measure nor count",
    ),
    drill: nullable(ref('QualityDrill')),
    records: arrayOf(ref('QualityRecord'), {
      maxItems: QUALITY_SAMPLE,
      description: `The first ${QUALITY_SAMPLE} records a record-level count counts, each to open; empty for a figure`,
    }),
  }),
  QualityViolation: object({
    rule: ref('QualityRuleId'),
    severity: ref('QualitySeverity'),
    operator: described(
      enumOf(QUALITY_OPERATORS),
      'The rule holds when left ≤ right (le) or left = right (eq)',
    ),
    left: ref('QualitySide'),
    right: ref('QualitySide'),
  }),
  QualityPeriodFigure: object({ fiscalYear: integer(), period: period(), value: number() }),
  QualityOutlier: object({
    measure: enumOf(OUTLIER_MEASURE_IDS),
    test: described(
      enumOf(OUTLIER_TESTS),
      "band: outside ±33 % of the mean of the palika's own last three periods; district: modified z-score beyond 3.5 among the district's other palikas",
    ),
    direction: enumOf(['above', 'below']),
    value: number('The figure of the period'),
    minimum: number('The least figure flagged: below it (figure and comparison both) nothing is'),
    band: nullable(object({ mean: number(), low: number(), high: number() })),
    district: nullable(
      object({
        median: number('The median of the other palikas of the district'),
        score: number('The modified z-score'),
        compared: integer({ minimum: 0, description: 'How many other palikas' }),
      }),
    ),
    history: arrayOf(ref('QualityPeriodFigure'), {
      maxItems: 4,
      description:
        'The three periods before and this one, oldest first: a small chart with the band',
    }),
    drill: ref('QualityDrill'),
  }),
  QualityReport: object({
    palikaId: integer(),
    palikaNameEn: string(),
    palikaNameNe: string(),
    districtId: integer(),
    fiscalYear: integer(),
    period: period(),
    errors: counts.errors,
    warnings: counts.warnings,
    rulesChecked: integer({ minimum: 0 }),
    violations: arrayOf(ref('QualityViolation'), {
      maxItems: QUALITY_RULE_IDS.length,
      description: "The rules broken, errors first, in the rules' order",
    }),
    outliers: arrayOf(ref('QualityOutlier'), {
      maxItems: OUTLIER_MEASURE_IDS.length * OUTLIER_TESTS.length,
      description: "The key figures flagged, in the measures' order, band before district",
    }),
  }),
  QualityPlaceRule: object({
    rule: ref('QualityRuleId'),
    severity: ref('QualitySeverity'),
    palikas: integer({ minimum: 1, description: 'Palikas of the place breaking it' }),
  }),
  QualityPlace: object({
    level: enumOf(['province', 'district', 'palika']),
    id: integer(),
    nameEn: string(),
    nameNe: string(),
    palikas: integer({ minimum: 0, description: 'Palikas checked' }),
    ...counts,
    rules: arrayOf(ref('QualityPlaceRule'), {
      maxItems: QUALITY_RULE_IDS.length,
      description: "The rules broken somewhere in the place, in the rules' order",
    }),
  }),
  QualityArea: object({
    fiscalYear: integer(),
    period: period(),
    level: described(
      enumOf(['nation', 'province', 'district', 'palika']),
      "The area asked (your own unless given); its places are one level down (a palika's users: their palikas)",
    ),
    places: arrayOf(ref('QualityPlace'), {
      maxItems: 800,
      description: 'Ranked by errors, then warnings, then outliers, then name',
    }),
  }),
};
