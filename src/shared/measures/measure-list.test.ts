import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEASURES } from '@/shared/dashboards/figures';
import { MEASURE_DEFINITIONS } from '@/shared/dashboards/measures';
import { TARGET_MEASURES } from '@/shared/targets/measures';
import {
  MEASURE_IDS,
  MEASURE_LIST,
  dashboardFigureOf,
  dashboardLabelId,
  targetLabelId,
} from './measure-list';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });

/**
 * A hand-written list of measures: an `as const` array literal naming two measures or more, at
 * least half of what it names (a list of columns may share a word or two with the measures), whose
 * type is then its own (a second vocabulary) unless it `satisfies` one of the one list's types.
 */
function handListsOf(text: string): string[] {
  const ids = new Set<string>(MEASURE_IDS);
  const lists: string[] = [];
  for (const match of text.matchAll(/\[([^[\]]*)\]\s*as const(\s+satisfies[^;\n]*)?/g)) {
    const quoted = [...match[1]!.matchAll(/'(\w+)'/g)].map(([, word]) => word!);
    const named = quoted.filter((word) => ids.has(word)).length;
    const tied = /\b(Measure|TargetMeasure|MeasureId|MeasureOfKind)\b/.test(match[2] ?? '');
    if (named >= 2 && named * 2 >= quoted.length && !tied)
      lists.push(match[0].replace(/\s+/g, ' '));
  }
  return lists;
}

describe('the one list of measures', () => {
  it('is where the dashboards’ measures and the targets’ come from', () => {
    expect(MEASURES.every((m) => MEASURE_LIST[m].dashboard)).toBe(true);
    expect(Object.keys(MEASURE_DEFINITIONS)).toEqual([...MEASURES]);
    for (const measure of MEASURES)
      expect([measure, MEASURE_DEFINITIONS[measure].kind]).toEqual([
        measure,
        MEASURE_LIST[measure].dashboard,
      ]);
    expect(TARGET_MEASURES.every((m) => 'target' in MEASURE_LIST[m])).toBe(true);
    expect(new Set([...MEASURES, ...TARGET_MEASURES])).toEqual(new Set(MEASURE_IDS));
  });

  it('gives `registered` one meaning, a stock, and persons registered within a period their own name', () => {
    expect(MEASURE_LIST.registered).toMatchObject({ time: 'stock', dashboard: 'person' });
    expect('target' in MEASURE_LIST.registered).toBe(false);
    expect(MEASURE_LIST.registrations).toMatchObject({ time: 'flow', dashboard: 'person' });
    expect(dashboardLabelId('registrations')).toBe('dashboard.measure.registrations');
    expect(targetLabelId('registrations')).toBe('enum.targetMeasure.registrations');
  });

  it('names in a target-only measure’s dashboard figure a measure the dashboards count', () => {
    for (const id of MEASURE_IDS) {
      const figure = dashboardFigureOf(id);
      if (figure !== null) expect([id, MEASURES.includes(figure)]).toEqual([id, true]);
    }
  });

  it('finds a hand-written list of measures, and one tied to the list’s types it lets be', () => {
    expect(handListsOf("const A = ['registered', 'active'] as const;")).toHaveLength(1);
    expect(
      handListsOf("const A = ['registered', 'active'] as const satisfies readonly Measure[];"),
    ).toEqual([]);
    expect(handListsOf("const A = ['female', 'male'] as const;")).toEqual([]);
    expect(
      handListsOf("const C = ['services', 'quantity', 'cost', 'group_services', 'x'] as const;"),
    ).toEqual([]);
  });

  it('is the only list: no source declares measures in a list of its own', () => {
    const sources = [...files('src'), ...files('openapi/src')].filter(
      (file) => !file.endsWith(path.join('measures', 'measure-list.ts')),
    );
    const found = sources.flatMap((file) =>
      handListsOf(readFileSync(file, 'utf8')).map((list) => `${file}: ${list}`),
    );
    expect(found).toEqual([]);
  });
});
