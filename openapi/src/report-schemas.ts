import { MEASURES } from '@/shared/dashboards/figures';
import { ERROR_COMMENT_LIMIT, QUALITY_ERROR_RULE_IDS } from '@/shared/data-quality/rules';
import { REPORT_MOVES, REPORT_STATES } from '@/shared/reporting/moves';
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

const at = () => string({ format: 'date-time' });
const period = () => integer({ minimum: 1, maximum: 3 });
const person = () => object({ id: string({ format: 'uuid' }), name: string() });
const described = (schema: JsonSchema, description: string) => ({ ...schema, description });
/** A submission's comments on its errors, at most one a rule (decision 0053). */
const comments = (description: string) =>
  arrayOf(ref('ReportErrorComment'), { maxItems: QUALITY_ERROR_RULE_IDS.length, description });

/** What identifies a report and where it stands, in a list and in the report itself. */
const SUMMARY: Record<string, JsonSchema> = {
  palikaId: integer(),
  palikaNameEn: string(),
  palikaNameNe: string(),
  districtId: integer(),
  provinceId: integer(),
  fiscalYear: integer(),
  period: period(),
  state: ref('ReportState'),
  version: integer({
    minimum: 0,
    description: 'The version a move must name; 0 for a report never moved (open)',
  }),
  first: isoDate(),
  last: isoDate(),
  dueDate: isoDate(),
  late: boolean({ description: 'First submitted after the due date' }),
  returned: boolean({ description: 'Open again after a return or a reopening' }),
  submittedAt: nullable(at()),
  movedAt: nullable(at()),
  movedBy: nullable(string({ description: 'Who made the last move' })),
};

/** The report resource (issue 39 §1): a palika's period, its state, its moves and its figures. */
export const reportSchemas = {
  ReportState: enumOf(REPORT_STATES),
  ReportMove: enumOf(REPORT_MOVES),
  ReportFigures: described(
    object(Object.fromEntries(MEASURES.map((measure) => [measure, { type: 'number' }]))),
    "The palika's figures of the period, each as the dashboards count it",
  ),
  ReportSummary: object(SUMMARY),
  ReportList: object({
    fiscalYear: integer(),
    items: arrayOf(ref('ReportSummary'), {
      maxItems: 2400,
      description: 'Every palika of the area × the three periods; one never moved is open',
    }),
  }),
  ReportMoveEntry: object({
    id: integer(),
    move: ref('ReportMove'),
    fromState: ref('ReportState'),
    toState: ref('ReportState'),
    movedAt: at(),
    movedBy: person(),
    viaGroup: nullable(person()),
    reason: nullable(string()),
    comments: comments(
      "A submission's comments on the errors the period had then, in the rules' order; empty for every other move",
    ),
    late: boolean(),
    figures: ref('ReportFigures'),
  }),
  ReportChange: object({
    since: described(
      enumOf(['submit', 'approve']),
      'The move compared with: the last submission or approval, whichever came last',
    ),
    at: at(),
    figures: arrayOf(
      object({ measure: enumOf(MEASURES), before: { type: 'number' }, now: { type: 'number' } }),
      { maxItems: MEASURES.length, description: 'The figures that differ, before and now' },
    ),
    records: arrayOf(
      object({
        entity: string(),
        entityId: string(),
        action: string(),
        at: at(),
        by: nullable(string()),
      }),
      { maxItems: 100, description: "The palika's records written since, newest first" },
    ),
    recordsTotal: integer({ minimum: 0 }),
  }),
  Report: object({
    ...SUMMARY,
    movesAllowed: arrayOf(ref('ReportMove'), {
      description: 'The moves you may make now',
    }),
    figures: described(ref('ReportFigures'), 'The figures now (live)'),
    changes: nullable(ref('ReportChange')),
    history: arrayOf(ref('ReportMoveEntry'), { maxItems: 1000, description: 'Oldest first' }),
  }),
  RowLock: described(
    object({
      palikaId: integer(),
      fiscalYear: integer(),
      period: period(),
      state: enumOf(['submitted', 'approved', 'accepted']),
      movedBy: string({ description: 'Who moved the period into its state' }),
      movedAt: at(),
      partial: boolean({
        description:
          'Only the fields the figures read are locked (a person: decision 0046); the rest stay editable',
      }),
    }),
    'The locked period a listed record counts in (issue 39 §2): a write that changes what counts there is refused with 409 periodLocked; absent while every period it counts in is open',
  ),
  ReportErrorComment: object({
    rule: described(enumOf(QUALITY_ERROR_RULE_IDS), 'A rule whose break is an error'),
    comment: string({
      minLength: 1,
      maxLength: ERROR_COMMENT_LIMIT,
      description: 'Why the figure is right, or what will be fixed',
    }),
  }),
  ReportMoveRequest: object(
    {
      move: ref('ReportMove'),
      reason: nullable(
        string({ maxLength: 1000, description: 'Why: required to return or reopen' }),
      ),
      version: integer({ minimum: 0, description: 'The version read' }),
      comments: comments(
        "A submission's comment on each error the period has (issue 40 §4), one a rule: a submission that leaves an error without one is refused with 400 report.commentsRequired, naming each such rule as the field comments.<rule>. A comment on a rule that is no error now is not kept; another move keeps none",
      ),
    },
    ['move', 'version'],
  ),
};
