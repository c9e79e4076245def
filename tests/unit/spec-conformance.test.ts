import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEYOND_SPECIFICATION, ROUTES } from '@/shared/routes';
import { SPEC_ROUTES } from '../support/spec-routes';

/**
 * docs/spec-conformance.md stays true: every route is in the specification's table or named by a
 * decision record, every route is in the conformance file, and every file it names exists. Where
 * ../shared/SPEC.md is present (it is not on a clean clone), the copy of its table in
 * tests/support/spec-routes.ts is held to SPEC itself.
 */
const CONFORMANCE = readFileSync('docs/spec-conformance.md', 'utf8');
const SPEC_FILE = path.resolve('../shared/SPEC.md');
const DECISIONS = readdirSync('docs/decisions').map((name) =>
  readFileSync(path.join('docs/decisions', name), 'utf8'),
);
const specPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** SPEC §2's table: `| /path | Title | notes |` rows. */
function specTable(text: string): [string, string][] {
  const section = text.slice(text.indexOf('## 2.'), text.indexOf('## 3.'));
  return [...section.matchAll(/^\| (\/\S*) \| ([^|]+) \|/gm)].map((m) => [
    specPath(m[1]),
    m[2].trim(),
  ]);
}

describe('conformance to the specification', () => {
  it('has every route either in the specification’s table or named in a decision record', () => {
    const specified = new Set(SPEC_ROUTES.map(([path]) => path));
    for (const route of ROUTES) {
      if (BEYOND_SPECIFICATION.includes(route.name)) {
        expect([route.path, DECISIONS.some((text) => text.includes(`\`${route.path}\``))]).toEqual([
          route.path,
          true,
        ]);
      } else {
        expect([route.path, specified.has(route.path)]).toEqual([route.path, true]);
      }
    }
    expect(ROUTES.length - BEYOND_SPECIFICATION.length).toBe(SPEC_ROUTES.length);
    // With ../shared (not on a clean clone): the copy of SPEC's table is SPEC's table.
    if (existsSync(SPEC_FILE)) {
      const table = specTable(readFileSync(SPEC_FILE, 'utf8'));
      expect(table).toHaveLength(26);
      expect(SPEC_ROUTES.map(([path, title]) => [path, title.toLowerCase()])).toEqual(
        table.map(([path, title]) => [path, title.toLowerCase()]),
      );
    }
  });

  it('names every route in docs/spec-conformance.md', () => {
    for (const route of ROUTES) {
      const written = route.path.replace(':id', '{id}');
      expect([route.path, CONFORMANCE.includes(`\`${written}\``)]).toEqual([route.path, true]);
    }
  });

  it('names only files and tests that exist', () => {
    const named = [
      ...CONFORMANCE.matchAll(
        /`((?:src|tests|stories|openapi|locales|docs)\/[^`*]+|[\w.-]+\.config\.ts)`/g,
      ),
    ].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(80);
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has a section for each of SPEC §1–§9', () => {
    for (let section = 1; section <= 9; section++)
      expect(CONFORMANCE).toMatch(new RegExp(`^## §${section} `, 'm'));
  });
});
