/** What the server answers of every record but takes from no update: its id and its own life. */
const RECORD_LIFE = [
  '_id',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deletedAt',
  'deleteReason',
];

/**
 * What an update sends: a record as read (with its version), without its id, its own life and
 * the fields the server works out or joins (`derived`), with the changes.
 */
export function updateBodyOf(
  record: Record<string, unknown>,
  derived: string[],
  changes: Record<string, unknown> = {},
) {
  const omitted = new Set([...RECORD_LIFE, ...derived]);
  return {
    ...Object.fromEntries(Object.entries(record).filter(([key]) => !omitted.has(key))),
    ...changes,
  };
}
