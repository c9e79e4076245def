import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const LATIN_WORD = /\b[A-Za-z]{4,}\b/g;
/** Latin words a Nepali screen may show: names of people, the language switch's own label, a path typed by the user. */
const ALLOWED_LATIN = new Set(['English', 'Sita', 'Gita', 'Limbu', 'Maya', 'Tharu', 'story', 'nowhere']);

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
          const text = document.body.textContent ?? '';
          expect(text.trim().length).toBeGreaterThan(0);
          if (locale === 'np') {
            expect(text).toMatch(/[\u0900-\u097F]/);
            const english = (text.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
            expect(english).toEqual([]);
          }
          unmount();
        });
      }
    }
  }
});
