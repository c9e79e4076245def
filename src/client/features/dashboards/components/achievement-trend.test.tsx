import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AchievementTrend } from './achievement-trend';
import { renderAt } from '../../../../../tests/support/render-app';

const downloads = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('@/client/lib/download', () => ({
  download: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const PERIODS = [
  { period: 1, achieved: 1400, target: 2302 },
  { period: 2, achieved: 300, target: 0 },
  { period: 3, achieved: 0, target: null },
] as Parameters<typeof AchievementTrend>[0]['periods'];

describe('the achievement trend export', () => {
  it.each([['/np'], ['/']])(
    'writes every figure as a number a spreadsheet reads, on %s too',
    async (path) => {
      downloads.length = 0;
      renderAt(
        <AchievementTrend
          label="Persons"
          periods={PERIODS}
          through={2}
          fileName="achievement-trend"
        />,
        path,
      );
      fireEvent.click(screen.getByRole('button', { name: path === '/np' ? /CSV/ : 'Export CSV' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const lines = (await downloads[0].blob.text()).replace('\uFEFF', '').trim().split('\r\n');
      const figures = lines.slice(1).map((line) => line.split(',').slice(1));
      expect(figures[0]).toEqual(['1400', '2302', '60.8']);
      expect(figures[1][2]).toBe('');
      expect(lines.join()).not.toMatch(/[०-९]/);
      expect(downloads[0].name).toBe('achievement-trend.csv');
    },
  );
});
