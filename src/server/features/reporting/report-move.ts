import type { TenantScope } from '@/server/access/tenant-scope';
import { type Database, type Queryable, oneAtATime, queryOne } from '@/server/db/database';
import { writeAudit } from '@/server/platform/audit';
import { HttpError, forbidden, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { RequestBody } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import {
  type ReportMove,
  type ReportState,
  mayEverMake,
  needsReason,
  refusalOf,
  transitionOf,
} from '@/shared/reporting/moves';
import { isLate } from '@/shared/reporting/periods';
import { type ErrorsOf, commentsOnErrors, commentsSent } from './move-comments';
import { type ReportKey, reportEntityId } from './report-key';
import type { FiguresOf } from './report-figures';

interface Stored {
  state: ReportState;
  version: number;
  late: boolean;
}

const WHO_MOVES: Record<ReportMove, string> = {
  submit: "A palika's own users and administrators submit its report",
  return:
    'The district (a submission) or the province (an approval) over the palika returns a report',
  approve: 'The district over the palika and administrators approve a report',
  accept: 'The province over the palika and administrators accept a report',
  reopen: 'The level that approved or accepted a report, or one above it, reopens it',
};

const wrongState = (move: ReportMove, state: ReportState) =>
  new HttpError(
    409,
    'report.moveNotAllowed',
    `A report that is ${state} cannot be moved by '${move}'`,
  );

/** The report's row, locked for this transaction; a report never moved is open at version 0. */
async function lockedRow(tx: Queryable, key: ReportKey): Promise<Stored> {
  const row = await queryOne<Stored>(
    tx,
    sql`SELECT state, version, late FROM report_periods
      WHERE palika_id = ${key.palikaId} AND fiscal_year = ${key.fiscalYear} AND period = ${key.period}
      FOR UPDATE`,
  );
  return row ?? { state: 'open', version: 0, late: false };
}

/**
 * Makes a move on a report (issue 39 §1), in one transaction with the report's row locked: the
 * caller's role must make this move (403), from the version read (409) and the state it starts
 * from (409, `report.moveNotAllowed`), with a reason to return or reopen (400), and a submission
 * with a comment on each error its period has now (400 `report.commentsRequired`, read in the same
 * transaction). The move is kept with who, when, through which group, the reason, the comments and
 * the digest of the period's figures now; a first submission after the due date makes the report
 * late.
 */
export async function moveReport(
  {
    db,
    tenant,
    figuresOf,
    errorsOf,
    dueDays,
  }: {
    db: Database;
    tenant: TenantScope;
    figuresOf: FiguresOf;
    errorsOf: ErrorsOf;
    dueDays: number;
  },
  key: ReportKey,
  { move, reason, version, comments }: RequestBody<'moveReport'>,
): Promise<void> {
  const role = tenant.actor.role;
  if (!mayEverMake(role, move)) throw forbidden(WHO_MOVES[move]);
  const why = reason?.trim() || null;
  if (needsReason(move) && !why) throw invalid([{ field: 'reason', code: 'required' }]);
  // Only a submission keeps comments; another move's are not looked at.
  const sent = move === 'submit' ? commentsSent(comments) : undefined;
  await db.transaction(async (tx) => {
    const stored = await lockedRow(tx, key);
    if (stored.version !== version)
      throw new HttpError(409, 'conflict', 'Someone moved this report after you opened it');
    const refusal = refusalOf(role, move, stored.state);
    if (refusal === 'state') throw wrongState(move, stored.state);
    if (refusal) throw forbidden(WHO_MOVES[move]);
    const to = transitionOf(move, stored.state)!.to;
    const kept = sent ? commentsOnErrors(await errorsOf(oneAtATime(tx), key), sent) : [];
    const late = move === 'submit' && isLate(todayIso(), key.fiscalYear, key.period, dueDays);
    const digest = await figuresOf(tx, tenant, key);
    const { userId, viaGroupId } = tenant.actor;
    const saved = await tx.query(
      sql`INSERT INTO report_periods (palika_id, fiscal_year, period, state, version, submitted_at, late, moved_at, moved_by)
        VALUES (${key.palikaId}, ${key.fiscalYear}, ${key.period}, ${to}, 1,
          ${move === 'submit' ? sql`now()` : sql`NULL`}, ${late}, now(), ${userId})
        ON CONFLICT (palika_id, fiscal_year, period) DO UPDATE SET state = ${to},
          version = report_periods.version + 1, moved_at = now(), moved_by = ${userId},
          submitted_at = ${move === 'submit' ? sql`now()` : sql`report_periods.submitted_at`}
        WHERE report_periods.version = ${version}
        RETURNING version`,
    );
    if (saved.length === 0)
      throw new HttpError(409, 'conflict', 'Someone moved this report after you opened it');
    await tx.query(
      sql`INSERT INTO report_moves (palika_id, fiscal_year, period, move, from_state, to_state, moved_by, via_group_id, reason, comments, digest, late)
        VALUES (${key.palikaId}, ${key.fiscalYear}, ${key.period}, ${move}, ${stored.state}, ${to},
          ${userId}, ${viaGroupId}, ${why}, ${kept.length ? JSON.stringify(kept) : null}::jsonb,
          ${JSON.stringify(digest)}::jsonb, ${late})`,
    );
    await writeAudit(tx, tenant.actor, {
      entity: 'report',
      entityId: reportEntityId(key),
      action: move,
      before: { state: stored.state, version: stored.version },
      after: {
        state: to,
        version: version + 1,
        ...(why ? { reason: why } : {}),
        ...(kept.length ? { comments: kept } : {}),
        ...(late ? { late } : {}),
      },
    });
  });
}
