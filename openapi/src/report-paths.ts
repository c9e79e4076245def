import { tenant } from './record-paths';
import { integer } from './schema-helpers';

const reportParams = [
  { name: 'palikaId', in: 'path', required: true, schema: integer({ minimum: 1 }) },
  {
    name: 'fiscalYear',
    in: 'path',
    required: true,
    schema: integer({ minimum: 2060, maximum: 2100 }),
  },
  { name: 'period', in: 'path', required: true, schema: integer({ minimum: 1, maximum: 3 }) },
];
const places = ['provinceId', 'districtId', 'palikaId'].map((name) => ({
  name,
  in: 'query',
  schema: integer({ minimum: 1 }),
}));

/** The report resource (issue 39 §1): a palika's four-monthly report, read and moved. */
export const reportPaths = {
  '/api/reports': {
    get: tenant({
      operationId: 'listReports',
      tags: ['reporting'],
      summary:
        'The reports of your area (or of the place given in it) for a fiscal year: every palika × period, one never moved as open',
      response: 'ReportList',
      parameters: [
        {
          name: 'fiscalYear',
          in: 'query',
          schema: integer({
            minimum: 2060,
            maximum: 2100,
            description: 'The current one unless given',
          }),
        },
        ...places,
      ],
      errors: [400, 401, 403],
    }),
  },
  '/api/reports/{palikaId}/{fiscalYear}/{period}': {
    get: tenant({
      operationId: 'getReport',
      tags: ['reporting'],
      summary:
        "A palika's report of a period: its state, due date, the moves you may make, its figures live, what changed since the last submission or approval, and its whole history",
      response: 'Report',
      parameters: reportParams,
    }),
  },
  '/api/reports/{palikaId}/{fiscalYear}/{period}/moves': {
    post: tenant({
      operationId: 'moveReport',
      tags: ['reporting'],
      summary:
        'Submit, return, approve, accept or reopen a report from the version read (return and reopen with a reason): 403 for a role that never makes the move, 409 when the report moved meanwhile or the move does not start from its state',
      response: 'Report',
      body: 'ReportMoveRequest',
      parameters: reportParams,
      errors: [400, 401, 403, 404, 409],
    }),
  },
};
