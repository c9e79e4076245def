import { readFileSync } from 'node:fs';

/**
 * A migration's frozen SQL file in this folder: a migration is history, so once shipped it runs the
 * same SQL on every new database, whatever the live code says later. The next one is written from
 * the live code by `scripts/freeze-migration.ts`. Each statement ends with a line holding only `;`;
 * comment lines before a statement are dropped.
 */
export function parseFrozenSql(text: string): string[] {
  return text
    .split('\n;\n')
    .map((chunk) => chunk.replace(/^(?:\s*--[^\n]*\n)*\s*/, '').trimEnd())
    .filter((statement) => statement.length > 0);
}

/** The text of a frozen SQL file for `version`: a header, then each statement ended by a line holding `;`. */
export function frozenSqlText(version: string, statements: readonly string[]): string {
  const header = [
    `-- ${version}: frozen SQL, as this migration ran when it shipped. Never edit; add a migration.`,
    "-- Statements end with a line holding only ';'.",
  ];
  return `${header.join('\n')}\n\n${statements.map((s) => `${s.trim()}\n;\n`).join('\n')}`;
}

/** The statements of a migration's frozen SQL file in this folder. */
export function frozenStatements(file: string): string[] {
  return parseFrozenSql(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
}
