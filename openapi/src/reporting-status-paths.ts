import { tenant } from './record-paths';
import { integer } from './schema-helpers';

const fiscalYear = {
  name: 'fiscalYear',
  in: 'query',
  schema: integer({ minimum: 2060, maximum: 2100, description: 'The current one unless given' }),
};
const places = ['provinceId', 'districtId', 'palikaId'].map((name) => ({
  name,
  in: 'query',
  schema: integer({ minimum: 1 }),
}));

/** Where each user sees the reporting cycle (issue 39 §3): the status board, the inbox, the dashboards' finality. */
export const reportingStatusPaths = {
  '/api/reporting/board': {
    get: tenant({
      operationId: 'reportingBoard',
      tags: ['reporting'],
      summary:
        "Who has reported: the places one level below the place asked (your area unless given) × the fiscal year's three periods, each with the palikas expected, submitted, on time, late, approved, accepted and returned, completeness and timeliness; a palika's row with its state",
      response: 'ReportingBoard',
      parameters: [fiscalYear, ...places],
    }),
  },
  '/api/reporting/finality': {
    get: tenant({
      operationId: 'reportingFinality',
      tags: ['reporting'],
      summary:
        "How final a dashboard's figures are: of the palikas of the place (your area unless given), how many have every period asked approved or accepted (the trimester, or without one the year's periods ended by today), and the first 100 that have not",
      response: 'ReportingFinality',
      parameters: [
        fiscalYear,
        { name: 'trimester', in: 'query', schema: integer({ minimum: 1, maximum: 3 }) },
        ...places,
        {
          name: 'wardId',
          in: 'query',
          schema: integer({ minimum: 1, description: "The ward's palika (a dashboard's ward)" }),
        },
      ],
    }),
  },
  '/api/inbox': {
    get: tenant({
      operationId: 'getInbox',
      tags: ['reporting'],
      summary:
        "What waits for you: submissions to approve (district users), approvals to accept (province users), your palika's reports returned, overdue or due within 7 days (palika users), proposed targets to approve (province users and administrators); the count, and the first 100 with the page each opens",
      response: 'Inbox',
      errors: [401, 403],
    }),
  },
};
