import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { frozenSqlText, parseFrozenSql } from '@/server/db/migrations/frozen-sql';
import { cellMigrationStatements, freezeMigration } from '../../scripts/freeze-migration';

const MIGRATIONS = new URL('../../src/server/db/migrations/', import.meta.url);
const folder = mkdtempSync(join(tmpdir(), 'freeze-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the next frozen migration, written from the live cell code', () => {
  it('holds the live triggers and refill, and reads back statement for statement', () => {
    const written = freezeMigration('0099-cells-again', pathToFileURL(`${folder}/`));
    const statements = parseFrozenSql(readFileSync(written, 'utf8'));
    expect(statements).toEqual(cellMigrationStatements().map((s) => s.trim()));
    expect(statements.some((s) => s.startsWith('CREATE FUNCTION'))).toBe(true);
    expect(statements.some((s) => s.startsWith('TRUNCATE dash_person_cells'))).toBe(true);
  });

  it('never writes over a frozen file, nor under a name that is no version', () => {
    expect(() => freezeMigration('0099-cells-again', pathToFileURL(`${folder}/`))).toThrow(
      /frozen already/,
    );
    expect(() => freezeMigration('cells', pathToFileURL(`${folder}/`))).toThrow(/0029-/);
  });

  it("writes the shipped files' own form: each reads the same after a rewrite", () => {
    const shipped = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'));
    expect(shipped.length).toBeGreaterThan(5);
    for (const name of shipped) {
      const statements = parseFrozenSql(readFileSync(new URL(name, MIGRATIONS), 'utf8'));
      expect(parseFrozenSql(frozenSqlText(name, statements))).toEqual(statements);
    }
  });
});
