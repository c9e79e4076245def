import { describe, expect, it } from 'vitest';
import { QUERY_PARAMETERS } from '@/shared/api/contract-tables';
import { MEASURES } from './figures';
import { MEASURE_DEFINITIONS, drillOf, notApplicable } from './measures';

const LIST_OF = {
  pwdProfileList: 'listProfiles',
  providedServiceView: 'listServiceRecords',
  activityHierarchy: 'listActivities',
  activityAttributesView: 'listActivityValues',
} as const;
const query = {
  fiscalYear: 2082,
  trimester: 2,
  palikaId: 60,
  gender: 'female',
  ageBand: '18-59',
} as const;

describe('the measure registry', () => {
  it('declares every measure the dashboards count', () => {
    expect(Object.keys(MEASURE_DEFINITIONS).sort()).toEqual([...MEASURES].sort());
  });

  it('drills from every measure to a list whose filters the list’s contract accepts', () => {
    for (const measure of MEASURES) {
      const drill = drillOf(measure, query, { categoryId: 7 });
      const accepted = Object.keys(QUERY_PARAMETERS[LIST_OF[drill.route]]);
      const given = Object.keys(drill.query).filter((key) => drill.query[key] !== undefined);
      expect([measure, given.filter((key) => !accepted.includes(key))]).toEqual([measure, []]);
    }
  });

  it('states each figure’s meaning once: registered by the period’s last day (1 Mangsir–end of Falgun 2082), served in it, services of it', () => {
    const defined = (measure: Parameters<typeof drillOf>[0], narrowing = {}) =>
      Object.fromEntries(
        Object.entries(drillOf(measure, query, narrowing).query).filter(([, v]) => v !== undefined),
      );
    const place = { palikaId: 60, gender: 'female', ageBand: '18-59' };
    expect(defined('registered')).toEqual({ ...place, registeredTo: '2026-03-14' });
    expect(defined('registrations')).toEqual({
      ...place,
      registeredFrom: '2025-11-17',
      registeredTo: '2026-03-14',
    });
    expect(defined('withCard')).toEqual({ ...place, registeredTo: '2026-03-14', cardHeld: true });
    expect(defined('personsServed', { categoryId: 7 })).toEqual({
      ...place,
      servedFiscalYear: 2082,
      servedTrimester: 2,
      servedCategoryId: 7,
    });
    expect(defined('cost', { providerType: 'government' })).toEqual({
      ...place,
      fiscalYear: 2082,
      trimester: 2,
      providerType: 'government',
    });
    // The programme: the palika's plan for the year, and the values recorded in the period.
    expect(defined('budget')).toEqual({ palikaId: 60, fiscalYear: 2082 });
    expect(defined('expenditure')).toEqual({ palikaId: 60, fiscalYear: 2082, trimester: 2 });
  });

  it('refuses person and ward filters for the programme, which counts activities', () => {
    expect(notApplicable('expenditure', query)).toEqual(['gender', 'ageBand']);
    expect(notApplicable('budget', { fiscalYear: 2082, wardId: 3 })).toEqual(['wardId']);
    expect(notApplicable('services', query)).toEqual([]);
  });
});
