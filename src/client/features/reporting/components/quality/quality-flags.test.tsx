import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QualityFlags } from './quality-flags';
import {
  QUALITY_REPORT,
  QUALITY_REPORT_CLEAN,
} from '../../../../../../stories/support/data-quality-fixtures';
import { renderAt } from '../../../../../../tests/support/render-app';

const flags = () => screen.getByRole('region', { name: 'What looks wrong' });

describe("a period's data-quality flags", () => {
  it('lists the errors, the warnings and the outliers, each with its values and records', () => {
    renderAt(<QualityFlags quality={QUALITY_REPORT} />);
    const region = flags();
    expect(region.textContent).toContain('2 errors, 1 warning and 2 outliers, of 13 rules checked');
    expect(within(region).getByRole('heading', { name: /2 errors/ })).toBeTruthy();
    expect(within(region).getByRole('heading', { name: /1 warning/ })).toBeTruthy();
    expect(within(region).getByRole('heading', { name: /2 outliers/ })).toBeTruthy();
    // The rule broken, in words, with both sides' values; each side opens the list behind it.
    const cards = within(region).getByRole('listitem', { name: /ID cards issued/ });
    expect(cards.textContent).toMatch(/\(212\) is more than .* \(187\); it should be at most that/);
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pwd/profile/list?palikaId=101&cardHeld=true',
      '/pwd/profile/list?palikaId=101&registeredTo=2026-03-13',
    ]);
    // A record-level count names its records one by one, folded; a person's opens the person.
    const warning = within(region).getByRole('listitem', { name: /^Red or blue cards/ });
    const folded = warning.querySelector('details')!;
    expect(folded.open).toBe(false);
    fireEvent.click(within(warning).getByText(/^1 record counted in/));
    expect(folded.open).toBe(true);
    expect(within(warning).getByRole('link', { name: 'BRT-2081-0310' }).getAttribute('href')).toBe(
      '/pwd/profile/0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f',
    );
    // An outlier says the band in words, not by colour alone.
    expect(region.textContent).toContain('above the expected 27.69–54.97');
    expect(region.textContent).toContain("far below the district's other 16 palikas (median 140");
  });

  it('reads in Nepali with Devanagari digits', () => {
    renderAt(<QualityFlags quality={QUALITY_REPORT} />, '/np/story');
    const region = screen.getByRole('region', { name: 'के गलत देखिन्छ' });
    expect(region.textContent).toContain('१३ नियम');
    const sentences = [...region.querySelectorAll('p')].map((p) => p.textContent).join(' ');
    expect(sentences).toContain('२१२');
    expect(sentences).not.toMatch(/[0-9]/);
  });

  it('says in words when nothing looks wrong', () => {
    renderAt(<QualityFlags quality={QUALITY_REPORT_CLEAN} />);
    expect(flags().textContent).toContain('Nothing looks wrong: 13 rules checked');
    expect(within(flags()).queryAllByRole('listitem')).toEqual([]);
  });
});
