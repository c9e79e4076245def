import { describe, expect, it } from 'vitest';
import {
  activityBodyOf,
  activityValuesOf,
  emptyActivityValues,
} from '@/client/features/programme/components/activity-form/values';
import { ACTIVITY } from '../../../../stories/support/programme-fixtures';

/**
 * What an activity's form holds and sends, held while the kind's fields move onto the contract's
 * field table.
 */
describe("an activity's form", () => {
  it('starts a planned activity counted in days, under the parent given', () => {
    expect(emptyActivityValues(60, 2083)).toMatchSnapshot();
    expect(emptyActivityValues(60, 2083, ACTIVITY.parentId!)).toMatchSnapshot();
  });

  it('edits a stored activity and sends it back as it was', () => {
    const values = activityValuesOf(ACTIVITY);
    expect(values).toMatchSnapshot();
    expect(activityBodyOf(values)).toMatchSnapshot();
  });

  it('sends numbers and codes typed in Nepali in Latin digits, empty text as null', () => {
    expect(
      activityBodyOf({
        ...emptyActivityValues(60, 2083),
        code: ' AD.१ ',
        nameNe: ' ह्वीलचेयर ',
        nameEn: '  ',
        serviceCategoryId: '१४',
        responsibleRole: 'fchv',
        venueType: 'other',
        venueId: '00000000-0000-4000-8000-000000000601',
        venueName: ' टोल ',
        plannedStart: '2026-08-01',
        budgetNpr: '१५०००.५',
        budgetHead: ' २२५२२ ',
        plannedOutputT1: '५',
        plannedOutputT3: '',
        templateId: '3',
        progressNote: ' ',
        attributeIds: [2, 4],
      }),
    ).toMatchSnapshot();
    // Only a venue of a kind that names a record keeps the record chosen for it.
    expect(
      activityBodyOf({ ...activityValuesOf(ACTIVITY), venueType: 'ward', venueId: 'x' }).venueId,
    ).toBe('x');
  });
});
