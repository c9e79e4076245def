import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePickerGrid } from './date-picker-grid';
import { renderAt } from '../../../tests/support/render-app';

const days = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('data-day'));
const tabStops = () => days().filter((b) => b.tabIndex === 0);

function renderMonth(selectedIso?: string) {
  renderAt(
    <DatePickerGrid
      calendar="AD"
      year={2026}
      month={11}
      selectedIso={selectedIso}
      onNavigate={() => undefined}
      onPick={() => undefined}
    />,
  );
}

describe('the month grid of the date picker', () => {
  it('is one Tab stop: the chosen day, or the 1st', () => {
    renderMonth('2026-11-22');
    expect(tabStops().map((b) => b.dataset.day)).toEqual(['22']);
  });

  it('moves by the arrow keys, Home and End, and the Tab stop follows', () => {
    renderMonth();
    expect(tabStops().map((b) => b.dataset.day)).toEqual(['1']);
    const first = days()[0];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('8');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('30');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('30');
    expect(tabStops().map((b) => b.dataset.day)).toEqual(['30']);
  });
});
