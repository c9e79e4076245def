/** The longest reason a move keeps (the contract's `ReportMoveRequest.reason`). */
export const REASON_LIMIT = 1000;

export interface ErrorComment {
  /** The rule's name in the submitter's language. */
  rule: string;
  comment: string;
}

/**
 * The comments on a submission's errors, kept as the move's reason (the contract keeps no comment
 * of its own, decision 0052): a heading line, then one line per error, "– rule: comment", so that
 * the history and the approver's inbox read them as the submitter wrote them.
 */
export function reasonOfComments(heading: string, comments: readonly ErrorComment[]): string {
  return [heading, ...comments.map(({ rule, comment }) => `– ${rule}: ${comment.trim()}`)].join(
    '\n',
  );
}

/** The longest comment each error may have so that the whole reason stays within the limit. */
export function commentLimit(heading: string, rules: readonly string[]): number {
  const frame = heading.length + rules.reduce((sum, rule) => sum + rule.length + 4, 0);
  return Math.max(20, Math.floor((REASON_LIMIT - frame) / Math.max(1, rules.length)));
}
