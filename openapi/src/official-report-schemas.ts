import { GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import { ID_CARD_ROWS } from '@/shared/reports/id-card-rows';
import {
  arrayOf,
  enumOf,
  integer,
  isoDate,
  nullable,
  object,
  ref,
  type JsonSchema,
} from './schema-helpers';

const described = (schema: JsonSchema, description: string) => ({ ...schema, description });
const count = (description: string) => integer({ minimum: 0, description });

/** The place an official report is of: the one asked, else the reader's own area. */
const reportPlace = object(
  {
    level: enumOf(['nation', 'province', 'district', 'palika']),
    provinceId: nullable(integer()),
    districtId: nullable(integer()),
    palikaId: nullable(integer()),
  },
  ['level', 'provinceId', 'districtId', 'palikaId'],
);

/** The official reports (issue 41): the formats an official files, from the live records. */
export const officialReportSchemas = {
  OfficialReportPlace: reportPlace,
  IdCardCell: object({
    row: described(
      enumOf(ID_CARD_ROWS),
      "The holder's primary type, visual and hearing split by sub-type (blind also for total absence of sight)",
    ),
    severityClass: nullable(enumOf(SEVERITY_CLASSES)),
    gender: enumOf(GENDERS),
    before: count('Cards issued before the period'),
    during: count('Cards issued in the period'),
    toDate: count('Cards issued by the period’s last day: before + during'),
  }),
  IdCardReport: object({
    fiscalYear: integer(),
    period: nullable(integer({ minimum: 1, maximum: 3, description: 'None: the whole year' })),
    from: described(isoDate(), 'The first day of the period (or year)'),
    to: described(isoDate(), 'Its last day'),
    place: ref('OfficialReportPlace'),
    cells: arrayOf(ref('IdCardCell'), {
      maxItems: ID_CARD_ROWS.length * (SEVERITY_CLASSES.length + 1) * GENDERS.length,
      description:
        'Cards held (issued, duplicate issued, upgraded) by row × class × sex; only cells with a card by the last day, each once',
    }),
  }),
};
