/**
 * Names of the files a list exports, the same in both languages: ASCII, lower case, words joined
 * by hyphens, as the dashboards' exports (`registrations-by-month.csv`). The file's headers are in
 * the reader's language; its name survives zip tools, mail attachments, upload forms and command
 * lines that mangle Devanagari names (docs/decisions/0040-ascii-export-file-names.md).
 */
export const EXPORT_FILE_NAMES = {
  batch: 'batches',
  dataQuality: 'data-quality',
  facility: 'health-facilities',
  fchv: 'fchvs',
  idCards: 'id-cards',
  palikaProfile: 'palika-profiles',
  pwd: 'persons-with-disabilities',
  reporting: 'reporting-status',
  school: 'schools',
  services: 'services',
  value: 'activity-values',
  ward: 'ward-profiles',
} as const;

export type ExportedList = keyof typeof EXPORT_FILE_NAMES;
