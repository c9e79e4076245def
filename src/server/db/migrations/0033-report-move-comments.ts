import type { Migration } from './migration';

/**
 * A submission's comments on the errors of its period (issue 40 §4, decision 0053): a list of rule
 * and comment, kept with the move; none (NULL) for every other move and every move made before.
 */
export const reportMoveComments: Migration = {
  version: '0033-report-move-comments',
  statements: [`ALTER TABLE report_moves ADD COLUMN comments jsonb`],
};
