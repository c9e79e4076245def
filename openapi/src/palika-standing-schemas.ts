import { ACTIVITY_STATUSES, COST_SHARERS, MEMBER_STATUSES, PHASES } from '@/shared/programme/enums';
import {
  arrayOf,
  enumOf,
  integer,
  isoDate,
  type JsonSchema,
  nullable,
  object,
  ref,
  string,
} from './schema-helpers';

const MEMBER_PHASE = () => enumOf([...PHASES, 'not_started', 'exited']);
const amount = () => ({ type: 'number' });

/** A palika's programme figures of a year, from the dashboards' programme cells. */
const FIGURES: Record<string, JsonSchema> = {
  activities: integer({ description: 'Activities with nothing below them, not cancelled' }),
  completed: integer(),
  budget: amount(),
  expenditure: amount(),
  plannedOutput: amount(),
  achievedOutput: amount(),
};

/** One palika in its batch (issue 18 §2): the programme page of a palika, and its batch beside it. */
export const palikaStandingSchemas: Record<string, JsonSchema> = {
  PalikaStanding: object({
    palika: ref('Place'),
    district: ref('Place'),
    fiscalYear: integer(),
    batch: nullable(
      object({
        _id: string({ format: 'uuid' }),
        code: string(),
        nameEn: string(),
        nameNe: string(),
        programmeName: string(),
        status: string(),
        startDate: isoDate(),
        plannedEndDate: isoDate(),
        costShare: object(
          Object.fromEntries(COST_SHARERS.map((who) => [who, { type: 'number' }])),
          [],
        ),
      }),
    ),
    member: nullable(
      object({
        joinedOn: isoDate(),
        exitedOn: nullable(isoDate()),
        agreementNo: nullable(string()),
        agreementDate: nullable(isoDate()),
        status: enumOf(MEMBER_STATUSES),
        phase: MEMBER_PHASE(),
        calendar: arrayOf(object({ phase: enumOf(PHASES), starts: isoDate() })),
      }),
    ),
    statuses: {
      ...object(Object.fromEntries(ACTIVITY_STATUSES.map((status) => [status, integer()]))),
      description: "The year's activities with nothing below them, by status",
    },
    year: object(FIGURES),
    periods: arrayOf(
      object({
        period: integer({ minimum: 1, maximum: 3 }),
        plannedOutput: amount(),
        achievedOutput: amount(),
        expenditure: amount(),
      }),
    ),
    peers: arrayOf(
      object({
        palika: ref('Place'),
        district: ref('Place'),
        joinedOn: isoDate(),
        phase: MEMBER_PHASE(),
        ...FIGURES,
      }),
      {
        description:
          "The batch's palikas side by side on the same figures, this one among them: for province, district and national users, within their area; empty for a palika's own users",
      },
    ),
  }),
};
