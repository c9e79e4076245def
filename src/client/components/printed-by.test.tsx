import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintedBy } from './printed-by';
import { renderAt } from '../../../tests/support/render-app';

const USER = {
  fullname: 'Sita Rai',
  role: 'PALIKA' as const,
  district: [],
  palika: [{ _id: 60, code: null, name: 'Biratnagar', nameNe: 'विराटनगर' }],
};
// 26 November 2026, 08:20 UTC: 14:05 in Nepal, 10 Mangsir 2083.
const NOW = new Date('2026-11-26T08:20:00Z');

describe('the printed-on line', () => {
  it.each([
    ['/', 'Printed on 10 Mangsir 2083, 14:05 by Sita Rai (Palika staff, Biratnagar).'],
    ['/np', '१० मंसिर २०८३, १४:०५ मा Sita Rai (पालिका कर्मचारी, विराटनगर) ले छापेको।'],
  ])('on %s says when, in BS, by whom and for which office', (path, text) => {
    renderAt(<PrintedBy user={USER} now={NOW} />, path);
    expect(screen.getByTestId('printed-by')).toHaveTextContent(text);
  });

  it('names Nepal as the office of a national user', () => {
    renderAt(<PrintedBy user={{ ...USER, role: 'ADMIN', palika: [] }} now={NOW} />);
    expect(screen.getByTestId('printed-by')).toHaveTextContent('(Admin, Nepal).');
  });

  afterEach(() => vi.useRealTimers());

  it('says the moment of printing, not the moment the page was drawn', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    renderAt(<PrintedBy user={USER} />);
    // Printed three hours later, from the same page.
    vi.setSystemTime(new Date('2026-11-26T11:20:00Z'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByTestId('printed-by')).toHaveTextContent('10 Mangsir 2083, 17:05');
  });
});
