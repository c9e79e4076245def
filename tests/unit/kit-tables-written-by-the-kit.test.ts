import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39 §2: every write of a record of the kit passes its one gate (`guardWrite`,
 * src/server/records/record-write.ts), where a locked period refuses it. A feature that wrote a
 * kit table itself (as the activities' year copy did) would slip past the lock: this test reads
 * the server's sources and names every statement that inserts into, updates or deletes from a
 * kit table outside the kit.
 */
const SERVER = 'src/server';
/** The kit itself, the migrations (history) and the demo data (made before any report is moved). */
const KIT_AND_HISTORY = ['src/server/records/', 'src/server/db/migrations/', 'src/server/seed/'];
/** Files that write a kit table for a reason of their own, each passing the lock its own way. */
const ALLOWED: Record<string, string> = {
  'src/server/features/palika/place-profile-seed.ts':
    'the profile row of every ward and palika, made with the geography: registers without a period',
  'src/server/features/targets/target-checks.ts':
    "a revision's predecessor superseded inside the kit's own check, after the gate",
  'src/server/features/targets/target-approval.ts':
    'an approval, after assertRecordChangeable (record-lock.ts) in the same transaction',
  'src/server/features/duplicates/pair-decision.ts':
    "a merge of two persons, after both persons' reports are read FOR SHARE and found open (pair-lock.ts)",
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The tables of the kit's kinds, as their declarations name them (`table: 'service_records'`). */
function kitTables(files: readonly string[]): string[] {
  return files
    .filter((file) => /-kind\.ts$/.test(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\s*table: '([a-z_]+)',/gm)])
    .map((match) => match[1]);
}

/** Each statement of a source that writes one of the tables: `file: INSERT INTO table`. */
function directWrites(file: string, text: string, tables: readonly string[]): string[] {
  const writes = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?([a-z_]+)\b/g;
  return [...text.matchAll(writes)]
    .filter((match) => tables.includes(match[2]))
    .map((match) => `${file}: ${match[1].replace(/\s+/g, ' ')} ${match[2]}`);
}

describe('kit tables are written by the kit', () => {
  const files = sourcesUnder(SERVER);
  const tables = kitTables(files);

  it('finds the kinds’ tables', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['pwd_persons', 'service_records', 'palika_activities', 'targets']),
    );
  });

  it('finds no feature writing a kit table past the gate', () => {
    const outside = files.filter(
      (file) => !KIT_AND_HISTORY.some((dir) => file.startsWith(dir)) && !(file in ALLOWED),
    );
    const found = outside.flatMap((file) => directWrites(file, readFileSync(file, 'utf8'), tables));
    expect(found).toEqual([]);
  });

  it('names a direct write, whatever its spacing', () => {
    const text =
      'sql`INSERT INTO palika_activities (${names(columns)})`; UPDATE\n  targets SET x = 1';
    expect(directWrites('x.ts', text, ['palika_activities', 'targets'])).toEqual([
      'x.ts: INSERT INTO palika_activities',
      'x.ts: UPDATE targets',
    ]);
  });

  it('allows only files that still write a kit table', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) => directWrites(file, readFileSync(file, 'utf8'), tables).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
