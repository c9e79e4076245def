import { QUALITY_ERROR_RULE_IDS } from '@/shared/data-quality/rules';
import { REPORT_STATES } from '@/shared/reporting/moves';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  isoDate,
  nullable,
  object,
  ref,
  string,
  type JsonSchema,
} from './schema-helpers';

/** What waits for a reader, by kind, and how many the inbox lists at most. */
const INBOX_KINDS = ['approve', 'accept', 'returned', 'overdue', 'due', 'targetProposal'];
const INBOX_LIMIT = 100;

const described = (schema: JsonSchema, description: string) => ({ ...schema, description });
const period = () => integer({ minimum: 1, maximum: 3 });
const count = (description: string) => integer({ minimum: 0, description });
const percent = (description: string) =>
  nullable({ type: 'number', minimum: 0, maximum: 100, description });

/** One place × one period of the status board: counts as DHIS2 reports them. */
const cell = object({
  period: period(),
  expected: count('Palikas expected to report (every palika of the place)'),
  submitted: count('Palikas whose report was submitted (and may since be approved or accepted)'),
  onTime: count('Of the submitted, those first submitted by the due date'),
  late: count('Of the submitted, those first submitted after the due date'),
  approved: count('Palikas whose report was approved (and may since be accepted)'),
  accepted: count('Palikas whose report was accepted'),
  returned: count(
    'Palikas whose report is open again after a return or a reopening, waiting to be submitted again',
  ),
  completeness: percent('submitted / expected × 100, one decimal; null when none is expected'),
  timeliness: percent('onTime / expected × 100, one decimal; null when none is expected'),
  state: nullable(
    described(
      enumOf(REPORT_STATES),
      "The palika's own state (palika rows only; null for larger places)",
    ),
  ),
});

const place = object({ provinceId: integer(), districtId: integer(), palikaId: integer() }, [
  'provinceId',
]);

export const reportingStatusSchemas = {
  ReportingBoardCell: cell,
  ReportingBoard: object({
    fiscalYear: integer(),
    level: described(
      enumOf(['province', 'district', 'palika']),
      "The rows' level: one below the place asked (a palika's own row for a palika's users)",
    ),
    periods: arrayOf(
      object({
        period: period(),
        first: isoDate(),
        last: isoDate(),
        due: isoDate(),
        ended: boolean({ description: 'Whether the period has ended by today (Nepal)' }),
      }),
      { minItems: 3, maxItems: 3 },
    ),
    rows: arrayOf(
      object({
        id: integer(),
        nameEn: string(),
        nameNe: string(),
        place,
        cells: arrayOf(ref('ReportingBoardCell'), { maxItems: 3 }),
      }),
      { maxItems: 800 },
    ),
    totals: arrayOf(ref('ReportingBoardCell'), {
      maxItems: 3,
      description: 'The whole place asked, per period',
    }),
  }),
  InboxItem: object({
    kind: described(
      enumOf(INBOX_KINDS),
      'approve: a submission waits for your approval; accept: an approval waits for your acceptance; returned: your palika’s report was sent back; overdue / due: your palika’s report is past its due date, or due within 7 days; targetProposal: a proposed target waits for your approval',
    ),
    palikaId: nullable(integer()),
    placeNameEn: string({ description: 'The palika (or the place of a target)' }),
    placeNameNe: string(),
    fiscalYear: integer(),
    period: nullable(period()),
    dueDate: nullable(isoDate()),
    late: boolean({ description: 'A submission made after the due date' }),
    since: nullable(string({ format: 'date-time', description: 'When it started waiting' })),
    by: nullable(string({ description: 'Who moved it there, or proposed the target' })),
    reason: nullable(string({ description: 'The reason of a return or a reopening' })),
    comments: arrayOf(ref('ReportErrorComment'), {
      maxItems: QUALITY_ERROR_RULE_IDS.length,
      description:
        'A submission to approve: its comment on each error the period had (decision 0053); empty for every other item',
    }),
    targetId: nullable(string({ format: 'uuid' })),
    measure: nullable(string({ description: "A target's measure" })),
    path: string({ description: 'The page of the app where it is acted on' }),
  }),
  Inbox: object({
    count: count('Everything waiting for you (the items list at most the first 100)'),
    items: arrayOf(ref('InboxItem'), { maxItems: INBOX_LIMIT }),
  }),
  ReportingFinality: object({
    fiscalYear: integer(),
    periods: arrayOf(
      object({
        period: period(),
        final: count('Palikas whose report of this period is approved or accepted'),
      }),
      { maxItems: 3 },
    ),
    palikas: count('Palikas of the place in your area'),
    final: count('Palikas whose reports of every period asked are approved or accepted'),
    notFinal: arrayOf(
      object({
        palikaId: integer(),
        nameEn: string(),
        nameNe: string(),
        states: arrayOf(object({ period: period(), state: enumOf(REPORT_STATES) }), {
          maxItems: 3,
        }),
      }),
      { maxItems: 100, description: 'The first 100 palikas not final, by name' },
    ),
  }),
};
