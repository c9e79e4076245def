import type { Drill } from '@/shared/dashboards/measures';
import { fiscalRange } from '@/shared/fiscal-year';
import type { MeasureKey } from './keys';

/** A place as the dashboards' picker names it. */
export interface DrillPlace {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  /** A batch's palikas (its row among the batches side by side). */
  batchId?: string;
}

const dayBefore = (iso: string) =>
  new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/**
 * The records behind an achievement (issue 19 §2): the list with the same place, year, period
 * to date and narrowing, so its count (or its total, for a quantity, an output or an attribute)
 * equals the figure clicked. Held to that by tests/api/achievement.test.ts.
 */
export function achievementDrill(
  key: MeasureKey,
  place: DrillPlace,
  { fiscalYear, through }: { fiscalYear: number; through: 1 | 2 | 3 },
): Drill {
  const where = {
    provinceId: place.provinceId,
    districtId: place.districtId,
    palikaId: place.palikaId,
    batchId: place.batchId,
  };
  const from = fiscalRange(fiscalYear)!.from;
  const to = dayBefore(fiscalRange(fiscalYear, through)!.until);
  switch (key.measure) {
    case 'services':
    case 'serviceQuantity':
      return {
        route: 'providedServiceView',
        query: {
          ...where,
          fiscalYear,
          throughTrimester: through,
          categoryId: key.categoryId ?? undefined,
        },
      };
    case 'personsServed':
      return {
        route: 'pwdProfileList',
        query: {
          ...where,
          servedFiscalYear: fiscalYear,
          servedThroughTrimester: through,
          servedCategoryId: key.categoryId ?? undefined,
        },
      };
    case 'registrations':
      return {
        route: 'pwdProfileList',
        query: { ...where, registeredFrom: from, registeredTo: to },
      };
    case 'cardsIssued':
      return {
        route: 'pwdProfileList',
        query: { ...where, cardHeld: true, cardIssuedFrom: from, cardIssuedTo: to },
      };
    case 'activityOutput':
    case 'attributeSum':
      return {
        route: 'activityAttributesView',
        query: {
          ...where,
          fiscalYear,
          throughTrimester: through,
          templateId: key.templateId ?? undefined,
        },
      };
  }
}
