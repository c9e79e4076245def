import { tenant } from './record-paths';
import { integer } from './schema-helpers';

const places = ['provinceId', 'districtId', 'palikaId'].map((name) => ({
  name,
  in: 'query',
  schema: integer({ minimum: 1, description: 'Your own area unless one is given' }),
}));
const yearAndPeriod = [
  {
    name: 'fiscalYear',
    in: 'query',
    required: true,
    schema: integer({ minimum: 2060, maximum: 2100 }),
  },
  {
    name: 'period',
    in: 'query',
    schema: integer({
      minimum: 1,
      maximum: 3,
      description: 'The four-month period; none: the year',
    }),
  },
];

/** The official reports (issue 41), each of a place in the reader's area, a fiscal year and a period. */
export const officialReportPaths = {
  '/api/official-reports/id-cards': {
    get: tenant({
      operationId: 'idCardReport',
      tags: ['reports'],
      summary:
        'The ID-card matrix as the former DWCD MIS published it: cards by type (twelve rows) × class × sex, before the period, in it and to date; a place outside your area is not found',
      response: 'IdCardReport',
      parameters: [...yearAndPeriod, ...places],
      errors: [400, 401, 403, 404],
    }),
  },
};
