import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { pageText } from '../support/page-text';
import type { ComponentType } from 'react';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const LATIN_WORD = /\b[A-Za-z]{4,}\b/g;

/** Latin words any Nepali screen may show: the language switch's own label. A story names the data it shows in `parameters.latinData`. */
const ALLOWED_LATIN = new Set(['English']);

// Stories render without a server: every API call fails as on a broken line, and the components show their empty states.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every story renders in both languages', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const locale of ['en', 'np'] as const) {
      const stories = composeStories(module, { ...preview, initialGlobals: { locale } });
      for (const [name, Story] of Object.entries(stories) as [string, ComponentType][]) {
        it(`${file.replace('../../stories/', '')} › ${name} (${locale})`, async () => {
          const { unmount } = render(<Story />);
          await screen.findAllByText(/\S/);
          const text = pageText();
          expect(text.trim().length).toBeGreaterThan(0);
          // A count formatted before it reached its message (a plural then reads "NaN").
          expect(text).not.toContain('NaN');
          if (locale === 'np') {
            expect(text).toMatch(/[\u0900-\u097F]/);
            const data = new Set<string>(
              (Story as { parameters?: { latinData?: string[] } }).parameters?.latinData ?? [],
            );
            const english = (text.match(LATIN_WORD) ?? []).filter(
              (word) => !ALLOWED_LATIN.has(word) && !data.has(word),
            );
            expect(english).toEqual([]);
          }
          unmount();
        });
      }
    }
  }
});

describe('digits, dates and fiscal years follow the language chosen, as in the app', () => {
  const dashboards = modules['../../stories/dashboards.stories.tsx'];
  it.each([
    ['en', '2082/83', /[\u0966-\u096F]/],
    ['np', '२०८२/८३', /[0-9]/],
  ] as const)(
    'the key figures in %s name last year as %s, with no digit of the other script',
    async (locale, year, other) => {
      const stories = composeStories(dashboards, { ...preview, initialGlobals: { locale } });
      const Story = (stories as Record<string, ComponentType>).KeyFigures;
      const { unmount } = render(<Story />);
      await screen.findAllByText(/\S/);
      const text = pageText();
      expect(text).toContain(year);
      expect(text).not.toMatch(other);
      unmount();
    },
  );
});
