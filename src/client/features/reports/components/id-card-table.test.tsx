import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdCardTable } from './id-card-table';
import { ID_CARDS_MORANG } from '../../../../../stories/support/report-fixtures';
import { renderAt } from '../../../../../tests/support/render-app';

const search = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);

describe('the ID-card matrix', () => {
  it('sums each type’s sexes and every type, and opens each figure’s persons', () => {
    renderAt(<IdCardTable report={ID_CARDS_MORANG} caption="Cards" />);
    const table = screen.getByRole('table', { name: 'Cards' });
    // Physical, all sexes, all classes, to date: 121 + 103 + 155 + 65.
    const physical = within(table).getByRole('link', {
      name: '444 cards: Physical, All classes, All, To date. Open the persons.',
    });
    expect(physical.textContent).toBe('444');
    expect(search(physical.getAttribute('href'))).toEqual({
      provinceId: '1',
      districtId: '6',
      cardRow: 'physical',
      cardHeld: 'true',
      cardIssuedTo: '2026-03-14',
    });
    const during = within(table).getByRole('link', {
      name: '2 cards: Vision — Blind, A — Profound (red card), Female, This period. Open the persons.',
    });
    expect(search(during.getAttribute('href'))).toMatchObject({
      cardRow: 'blind',
      severityClass: 'A',
      gender: 'female',
      cardIssuedFrom: '2025-11-17',
      cardIssuedTo: '2026-03-14',
    });
    const before = within(table).getByRole('link', {
      name: '2 cards: Hearing — Hard of hearing, D — Mild (white card), Other (third gender), Before. Open the persons.',
    });
    expect(search(before.getAttribute('href'))).toMatchObject({ cardIssuedTo: '2025-11-16' });
    // Every card, every type: 1,868 to date, in the last line.
    expect(
      within(table).getByRole('link', {
        name: '1,868 cards: All types, All classes, All, To date. Open the persons.',
      }),
    ).toBeTruthy();
    // Thirteen groups of four lines, every line drawn even with no card.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(13 * 4 + 13);
  });

  it('is in Nepali with Devanagari digits and lakh grouping', () => {
    renderAt(<IdCardTable report={ID_CARDS_MORANG} caption="परिचयपत्र" />, '/np');
    const table = screen.getByRole('table', { name: 'परिचयपत्र' });
    expect(within(table).getAllByText('१,८६८').length).toBeGreaterThan(0);
    expect(within(table).getByText('बहुअपाङ्गता')).toBeTruthy();
    expect(table.textContent).not.toMatch(/[0-9]/);
  });

  it('says so when no card was held by the period’s end', () => {
    renderAt(<IdCardTable report={{ ...ID_CARDS_MORANG, cells: [] }} caption="Cards" />);
    expect(screen.getByText("No card in this place by the period's end")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
