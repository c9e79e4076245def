import type { Queryable } from '@/server/db/database';
import { HttpError, invalid } from '@/server/platform/http-error';
import type { Schemas } from '@/shared/api/types';
import type { QualityRuleId } from '@/shared/data-quality/rules';
import type { FieldError } from '@/shared/errors';
import type { ReportKey } from './report-key';

export type ErrorComment = Schemas['ReportErrorComment'];
type ErrorRule = ErrorComment['rule'];

/** The error rules a palika's period breaks now, in the rules' order (the period's quality). */
export type ErrorsOf = (db: Queryable, key: ReportKey) => Promise<QualityRuleId[]>;

/**
 * The comments a move sends, by rule, each trimmed: a blank one, or a second on the same rule, is
 * refused (400) naming it by its place in the list, as the contract's own checks do.
 */
export function commentsSent(
  comments: readonly ErrorComment[] | undefined,
): Map<ErrorRule, string> {
  const sent = new Map<ErrorRule, string>();
  const wrong: FieldError[] = [];
  (comments ?? []).forEach(({ rule, comment }, index) => {
    const text = comment.trim();
    if (!text) wrong.push({ field: `comments.${index}.comment`, code: 'required' });
    else if (sent.has(rule)) wrong.push({ field: `comments.${index}.rule`, code: 'invalidValue' });
    else sent.set(rule, text);
  });
  if (wrong.length) throw invalid(wrong);
  return sent;
}

/**
 * What a submission keeps (issue 40 §4, decision 0053): a comment on each error the period has now,
 * in the rules' order. An error left without one refuses the submission (400
 * `report.commentsRequired`), naming each such rule as the field `comments.<rule>`; a comment on a
 * rule that is no error now (fixed since the submitter read the flags) is not kept.
 */
export function commentsOnErrors(
  errors: readonly QualityRuleId[],
  sent: ReadonlyMap<ErrorRule, string>,
): ErrorComment[] {
  const commented = errors.flatMap((rule) => {
    const comment = sent.get(rule as ErrorRule);
    return comment ? [{ rule: rule as ErrorRule, comment }] : [];
  });
  const missing = errors.filter((rule) => !sent.has(rule as ErrorRule));
  if (missing.length)
    throw new HttpError(
      400,
      'report.commentsRequired',
      'Each error of the period needs a comment before it is submitted',
      missing.map((rule) => ({ field: `comments.${rule}`, code: 'required' })),
    );
  return commented;
}
