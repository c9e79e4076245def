import { tenant } from './record-paths';
import { integer } from './schema-helpers';

const fiscalYear = (required: boolean) => ({
  name: 'fiscalYear',
  in: required ? 'path' : 'query',
  required,
  schema: integer({
    minimum: 2060,
    maximum: 2100,
    ...(!required && { description: 'The current one unless given' }),
  }),
});

/** Data quality (issue 40 §1, §2): the rules and outliers of a palika's period, and their roll-up. */
export const dataQualityPaths = {
  '/api/reports/{palikaId}/{fiscalYear}/{period}/quality': {
    get: tenant({
      operationId: 'getReportQuality',
      tags: ['reporting'],
      summary:
        "What looks wrong in a palika's period, live: the validation rules it breaks (both sides' values, each side's records) and its outliers against its own last three periods and against the district's other palikas",
      response: 'QualityReport',
      parameters: [
        { name: 'palikaId', in: 'path', required: true, schema: integer({ minimum: 1 }) },
        fiscalYear(true),
        { name: 'period', in: 'path', required: true, schema: integer({ minimum: 1, maximum: 3 }) },
      ],
    }),
  },
  '/api/data-quality': {
    get: tenant({
      operationId: 'listDataQuality',
      tags: ['reporting'],
      summary:
        "The data quality of a period for the places one level below the place asked (your area unless given): each place's errors, warnings and outliers summed over its palikas, and the rules broken, ranked by errors then warnings; a place named with no palika in your area is not found",
      response: 'QualityArea',
      parameters: [
        fiscalYear(false),
        {
          name: 'period',
          in: 'query',
          required: true,
          schema: integer({ minimum: 1, maximum: 3 }),
        },
        ...['provinceId', 'districtId', 'palikaId'].map((name) => ({
          name,
          in: 'query',
          schema: integer({ minimum: 1 }),
        })),
      ],
      errors: [400, 401, 403, 404],
    }),
  },
};
