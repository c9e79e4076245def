import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrate } from '@/server/db/migrate';
import { describeSchema } from './support/schema-description';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Every migration applied to an empty database gives the schema committed in schema-snapshot.txt.
 * A migration carries its own SQL (src/server/db/migrations): if live code leaked into one, or a
 * shipped migration was edited, the schema of a new database moves and this fails. After adding a
 * migration on purpose, write the snapshot again with UPDATE_SCHEMA_SNAPSHOT=1 and review the diff.
 */
const SNAPSHOT = new URL('./schema-snapshot.txt', import.meta.url);

describe(`migrations (${DATABASE_KIND})`, () => {
  it('build on an empty database exactly the committed schema', async () => {
    const database = await freshDatabase();
    try {
      await migrate(database.db);
      const schema = await describeSchema(database.db);
      if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') {
        writeFileSync(SNAPSHOT, schema);
      }
      expect(schema).toEqual(readFileSync(SNAPSHOT, 'utf8'));
    } finally {
      await database.drop();
    }
  }, 60_000);
});
