/**
 * The fields of a person the reports' figures read (decision 0046): where they live (palika, ward),
 * when they were registered, who they are on the dashboards (sex, birth date for the age band,
 * types, class) and the status and card they are counted by. Every other field (names, phones,
 * identifiers, family, education…) stays editable while a period is locked. Read by the lock
 * (pwd/profile-periods.ts) and by a report's changes (reporting/report-changes.ts).
 */
export const PERSON_COUNTED_FIELDS = [
  'palikaId',
  'wardNo',
  'registrationDate',
  'gender',
  'dob',
  'disabilityTypes',
  'severityClass',
  'status',
  'cardStatus',
] as const;
