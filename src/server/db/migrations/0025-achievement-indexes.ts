import type { Migration } from './migration';

/**
 * Indexes the Achievement vs Target dashboard reads the rows through (issue 19 §3, decision 0030):
 * a year's activity values (a standard activity's output, an attribute's sum) and the activities
 * made from a standard activity; the ID cards issued in a year, with the card's status and place,
 * so their count reads the index alone (the index of 0024 had only the date; the lists' filter by
 * the day of issue uses this one). At a tenth of the country a standard activity's output took
 * 24 ms, 3 ms through these; the cards issued 16 ms, 4 ms.
 */
export const achievementIndexes: Migration = {
  version: '0025-achievement-indexes',
  statements: [
    `CREATE INDEX activity_values_year ON activity_values (fiscal_year, palika_id)
      INCLUDE (activity_id, trimester, achieved_output) WHERE deleted_at IS NULL`,
    `CREATE INDEX palika_activities_template ON palika_activities (template_id) WHERE template_id IS NOT NULL`,
    `CREATE INDEX pwd_card_issued_live ON pwd_persons (card_issue_date) INCLUDE (palika_id, card_status)
      WHERE deleted_at IS NULL`,
    `DROP INDEX pwd_card_issued`,
  ],
};
