import { ApiError } from '@/client/lib/api-client';
import type { Schemas } from '@/shared/api/types';
import { ERROR_COMMENT_LIMIT } from '@/shared/data-quality/rules';

/** A submission's comment on one error, as the contract keeps it (decision 0053). */
export type ErrorComment = Schemas['ReportErrorComment'];
export type ErrorRule = ErrorComment['rule'];

/** The longest comment on one error (the contract's `ReportErrorComment.comment`). */
export const COMMENT_LIMIT = ERROR_COMMENT_LIMIT;

/** The form's values: a comment by error rule, under `comments` as the server names them. */
export interface CommentValues {
  comments: Partial<Record<string, string>>;
}

/** The comments a submission sends: one on each error, in the errors' order, each trimmed. */
export function commentsOf(rules: readonly string[], { comments }: CommentValues): ErrorComment[] {
  return rules.map((rule) => ({
    rule: rule as ErrorRule,
    comment: (comments[rule] ?? '').trim(),
  }));
}

/**
 * The error rules a refused submission names as left without a comment (400
 * `report.commentsRequired`, each as the field `comments.<rule>`): errors the form may not have
 * shown, found since its flags were read. None for any other refusal.
 */
export function uncommentedRulesOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'report.commentsRequired') return [];
  return error.fields.flatMap(({ field }) =>
    field.startsWith('comments.') ? [field.slice('comments.'.length)] : [],
  );
}
