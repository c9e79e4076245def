import type { Migration } from './index';

/**
 * Indexes the Achievement vs Target dashboard reads the rows through (issue 19 §3, decision 0030):
 * a year's activity values (a standard activity's output, an attribute's sum) and the activities
 * made from a standard activity. At a tenth of the country a standard activity's output read
 * every value of every year: 24 ms, 3 ms through these.
 */
export const achievementIndexes: Migration = {
  version: '0025-achievement-indexes',
  statements: [
    `CREATE INDEX activity_values_year ON activity_values (fiscal_year, palika_id)
      INCLUDE (activity_id, trimester, achieved_output) WHERE deleted_at IS NULL`,
    `CREATE INDEX palika_activities_template ON palika_activities (template_id) WHERE template_id IS NOT NULL`,
  ],
};
