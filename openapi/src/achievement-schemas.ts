import { BAND_NAMES } from '@/shared/targets/bands';
import { TARGET_MEASURES } from '@/shared/targets/measures';
import { LEVELS, PLACE_ROW } from './dashboard-schemas';
import { arrayOf, enumOf, integer, nullable, object, ref, string } from './schema-helpers';

/** The measure the achievement dashboard figures its places and batches for. */
export const achievementParameters = [
  {
    name: 'measure',
    in: 'query',
    required: false,
    schema: string({ pattern: '^[A-Za-z]+\\|\\d{1,9}\\|\\d{1,9}\\|\\d{1,9}$', maxLength: 60 }),
    description:
      'The key of the measure (measure|categoryId|templateId|attributeId, 0 for none) whose figure the places one level down and the batches carry; absent or without a target in the area: the first measure',
  },
];

const amount = (description: string) => nullable({ type: 'number', description });

/** One place's achievement of one measure against its target (issue 19 §2). */
const ACHIEVEMENT_FIGURE = object({
  key: string({
    description: 'The measure and its narrowing: measure|categoryId|templateId|attributeId',
  }),
  achieved: { type: 'number', description: 'From the start of the year to the end of the period' },
  target: amount('The year’s approved target; null when the place has none (missing, not zero)'),
  proRated: amount('The target to the end of the period: its four-month parts, else thirds'),
  percent: amount('Achieved as a share of the year’s target; null for a missing or zero target'),
  percentToDate: amount(
    'Achieved as a share of the pro-rated target; null for a missing or zero one',
  ),
  band: enumOf(BAND_NAMES),
  source: nullable({
    ...enumOf(['own', 'palikas', 'plan']),
    description:
      'The place’s own target, the sum of its palikas’, or (for the output of all activities) their planned output',
  }),
  targetId: nullable(
    string({ format: 'uuid', description: 'The approved target; its history opens from it' }),
  ),
  palikasWithTarget: integer({ description: 'Palikas whose targets a sum adds' }),
});

export const achievementSchemas = {
  AchievementFigure: ACHIEVEMENT_FIGURE,
  AchievementMeasure: object({
    key: string(),
    measure: enumOf(TARGET_MEASURES),
    categoryId: nullable(integer()),
    templateId: nullable(integer()),
    attributeId: nullable(integer()),
    nameEn: nullable(string({ description: 'The category, standard activity or attribute named' })),
    nameNe: nullable(string()),
    figure: ref('AchievementFigure'),
    periods: arrayOf(
      object({
        period: integer({ minimum: 1, maximum: 3 }),
        target: amount('The four months’ part of the target'),
        achieved: { type: 'number' },
      }),
      { description: 'The trend: each four-month period’s own achievement against its part' },
    ),
  }),
  DashboardAchievement: object({
    period: object({
      fiscalYear: integer(),
      trimester: integer({
        minimum: 1,
        maximum: 3,
        description: 'Achievement counts to the end of this period',
      }),
    }),
    level: LEVELS,
    measures: arrayOf(ref('AchievementMeasure')),
    chosen: nullable(
      string({
        description:
          'The key of the measure the places and the batches are figured for: the one asked, else the first (null when there is none)',
      }),
    ),
    places: arrayOf(object({ ...PLACE_ROW, figures: arrayOf(ref('AchievementFigure')) }), {
      description:
        'The places one level down with the chosen measure’s figure (none below a palika)',
    }),
    batches: arrayOf(
      object({
        id: string({ format: 'uuid' }),
        code: string(),
        nameEn: string(),
        nameNe: string(),
        entryFiscalYear: integer(),
        programmeYear: integer({
          description: 'The batch’s year in the programme in the chosen fiscal year',
        }),
        palikas: integer(),
        figures: arrayOf(ref('AchievementFigure'), {
          description: 'The chosen measure’s figure',
        }),
      }),
      { description: 'The batches of palikas inside the place, side by side' },
    ),
  }),
};
