import { describe, expect, it } from 'vitest';
import { drillOf } from '@/shared/dashboards/measures';
import { achievementDrill } from './drill';
import { TARGET_MEASURE_MEANS, TARGET_MEASURES } from './measures';

const key = (measure: (typeof TARGET_MEASURES)[number]) => ({
  measure,
  categoryId: null,
  templateId: null,
  attributeId: null,
});

describe("a target's measure in the dashboards' vocabulary", () => {
  it('the stored code `registered` is the flow the dashboards call `registrations`', () => {
    expect(TARGET_MEASURE_MEANS.registered).toBe('registrations');
    // Both list the persons registered from the first day of the period, not everyone registered by its end.
    const year = { fiscalYear: 2082, through: 3 as const };
    const target = achievementDrill(key('registered'), { palikaId: 5 }, year).query;
    const dashboard = drillOf(TARGET_MEASURE_MEANS.registered!, {
      palikaId: 5,
      fiscalYear: 2082,
    }).query;
    expect(target.registeredFrom).toBe('2025-07-17');
    expect(dashboard.registeredFrom).toBe(target.registeredFrom);
    expect(dashboard.registeredTo).toBe(target.registeredTo);
    expect(drillOf('registered', { palikaId: 5, fiscalYear: 2082 }).query.registeredFrom).toBe(
      undefined,
    );
  });

  it('names every stored code once', () => {
    expect(Object.keys(TARGET_MEASURE_MEANS).sort()).toEqual([...TARGET_MEASURES].sort());
  });
});
