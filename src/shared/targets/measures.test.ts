import { describe, expect, it } from 'vitest';
import { drillOf } from '@/shared/dashboards/measures';
import { dashboardFigureOf } from '@/shared/measures/measure-list';
import { achievementDrill } from './drill';
import { MEASURE_NEEDS, TARGET_MEASURES } from './measures';

const key = (measure: (typeof TARGET_MEASURES)[number]) => ({
  measure,
  categoryId: null,
  templateId: null,
  attributeId: null,
});

describe("a target's measure in the dashboards' vocabulary", () => {
  it('persons registered in the year are the dashboards’ flow `registrations`, not the stock `registered`', () => {
    expect(TARGET_MEASURES).toContain('registrations');
    expect(TARGET_MEASURES).not.toContain('registered');
    expect(dashboardFigureOf('registrations')).toBe('registrations');
    // Both list the persons registered from the first day of the period, not everyone registered by its end.
    const year = { fiscalYear: 2082, through: 3 as const };
    const target = achievementDrill(key('registrations'), { palikaId: 5 }, year).query;
    const dashboard = drillOf('registrations', { palikaId: 5, fiscalYear: 2082 }).query;
    expect(target.registeredFrom).toBe('2025-07-17');
    expect(dashboard.registeredFrom).toBe(target.registeredFrom);
    expect(dashboard.registeredTo).toBe(target.registeredTo);
    expect(drillOf('registered', { palikaId: 5, fiscalYear: 2082 }).query.registeredFrom).toBe(
      undefined,
    );
  });

  it('offers the measures in the picker’s order, each with what it needs', () => {
    expect(TARGET_MEASURES).toEqual([
      'services',
      'personsServed',
      'serviceQuantity',
      'registrations',
      'cardsIssued',
      'activityOutput',
      'attributeSum',
    ]);
    expect(MEASURE_NEEDS).toEqual({
      services: 'category',
      personsServed: 'category',
      serviceQuantity: 'category',
      registrations: null,
      cardsIssued: null,
      activityOutput: 'template',
      attributeSum: 'attribute',
    });
    expect(dashboardFigureOf('activityOutput')).toBe('achievedOutput');
    expect(dashboardFigureOf('cardsIssued')).toBe(null);
  });
});
