import { readFileSync } from 'node:fs';

/**
 * The statements of a migration's frozen SQL file in this folder. A migration is history: once
 * shipped, it runs the same SQL on every new database, whatever the live code says later. Each
 * statement ends with a line holding only `;`; comment lines before a statement are dropped.
 */
export function frozenStatements(file: string): string[] {
  const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  return text
    .split('\n;\n')
    .map((chunk) => chunk.replace(/^(?:\s*--[^\n]*\n)*\s*/, '').trimEnd())
    .filter((statement) => statement.length > 0);
}
