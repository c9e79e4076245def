import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesTable } from './services-table';
import { RECORD } from '../../../../../stories/support/service-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

const row = (quantity: number, unit: string) => ({ ...RECORD, quantity, unit }) as typeof RECORD;

describe('the quantity of a service', () => {
  it.each([
    ['/', 3, 'person', '3 persons'],
    ['/', 1, 'person', '1 person'],
    ['/', 2, 'visit', '2 visits'],
    ['/np', 3, 'person', '३ जना'],
    ['/np', 1234, 'item', '१,२३४ थान'],
  ])('on %s, %i %s reads "%s"', (path, quantity, unit, text) => {
    renderAt(<ServicesTable rows={[row(quantity, unit)]} loading={false} empty={null} />, path);
    expect(screen.getByRole('cell', { name: text })).toBeTruthy();
  });
});
