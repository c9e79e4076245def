/** One step of the schema's history: its version (recorded in schema_migrations) and its SQL, run in order. */
export interface Migration {
  version: string;
  statements: readonly string[];
}
