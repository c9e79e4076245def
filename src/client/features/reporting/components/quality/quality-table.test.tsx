import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@/shared/api/types';
import { QualityTable } from './quality-table';
import {
  QUALITY_DISTRICT,
  QUALITY_PROVINCE,
} from '../../../../../../stories/support/data-quality-fixtures';
import { renderAt } from '../../../../../../tests/support/render-app';
import { qualityFile } from '../../quality-export';
import { useQualityWords } from '../../quality-words';

function Ranking({ area }: { area: Schemas['QualityArea'] }) {
  const words = useQualityWords();
  return (
    <>
      <QualityTable area={area} words={words} />
      <pre data-testid="file">{JSON.stringify(qualityFile(area, words))}</pre>
    </>
  );
}

describe('the places ranked by what looks wrong in them', () => {
  it("opens a palika's period, with its counts and the rules broken in it", () => {
    renderAt(<Ranking area={QUALITY_DISTRICT} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toMatch(/^1Biratnagar Metropolitan City1212/);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: 'Biratnagar Metropolitan City' })
        .getAttribute('href'),
    ).toBe('/reporting/101/2082/2');
    expect(rows[3]!.textContent).toContain('None broken');
    // The file holds the same, numbers as numbers.
    const file = JSON.parse(screen.getByTestId('file').textContent!) as {
      header: string[];
      rows: unknown[][];
    };
    expect(file.header).toEqual([
      'Rank',
      'Palika',
      'Palikas checked',
      'Errors',
      'Warnings',
      'Outliers',
      'Rules broken',
    ]);
    expect(file.rows[0]!.slice(0, 6)).toEqual([1, 'Biratnagar Metropolitan City', 1, 2, 1, 2]);
  });

  it("opens a district's own ranking for the same year and period, in Nepali digits", () => {
    renderAt(<Ranking area={QUALITY_PROVINCE} />, '/np/dataQuality');
    const link = screen.getByRole('link', { name: 'मोरङ' });
    expect(link.getAttribute('href')).toBe(
      '/np/dataQuality?fiscalYear=2082&period=2&districtId=12',
    );
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('१७');
    expect(row.textContent).not.toMatch(/[0-9]/);
  });
});
