import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import en from '../../locales/en.json';
import np from '../../locales/np.json';
import { pageText } from '../support/page-text';
import type { ComponentType } from 'react';

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ComponentType<Record<string, unknown>> & {
  args?: Record<string, unknown>;
  argTypes?: { data?: { options?: string[] }; longNepali?: object };
};
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

/** Stories whose data's state a designer changes (`data`: filled, empty, loading, failed). */
const withStates = Object.entries(modules).flatMap(([file, module]) =>
  (['en', 'np'] as const).flatMap((locale) =>
    Object.entries(composeStories(module, { ...preview, initialGlobals: { locale } }))
      .filter(([, story]) => (story as Composed).argTypes?.data?.options)
      .map(([name, story]) => ({
        title: `${file.replace('../../stories/', '')} › ${name} (${locale})`,
        Story: story as Composed,
        locale,
        states: (story as Composed).argTypes?.data?.options ?? [],
        long: Boolean((story as Composed).argTypes?.longNepali),
      })),
  ),
);

const UNREACHABLE = { en: en['signIn.failure.unreachable'], np: np['signIn.failure.unreachable'] };
/** A piece of the text `longNepali` adds (stories/support/data-state.tsx). */
const LONGER = 'समावेशी विकास केन्द्र';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the form's fields hold (a form shows its record's text in them, not as text nodes). */
const fieldValues = () =>
  [...document.querySelectorAll<HTMLInputElement>('input, textarea')].map((f) => f.value).join(' ');
const busy = () => document.querySelectorAll('[aria-busy="true"]').length;
const failedAlerts = (locale: 'en' | 'np') =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.textContent?.includes(UNREACHABLE[locale]));

/**
 * Issue 22: the feature stories show their data's states as the app does (a list: rows, none yet,
 * loading, failed; a record: shown, loading, failed), and Nepali text made long, in both languages.
 */
describe("the feature stories' data states", () => {
  it('gives every table and every record of a feature its states', () => {
    const missing = Object.entries(modules).flatMap(([file, module]) => {
      const parts = Object.keys((module.default as { subcomponents?: object }).subcomponents ?? {});
      const stories = withStates.filter(({ title }) =>
        title.startsWith(file.replace('../../stories/', '')),
      );
      const lists = stories.filter(({ states }) => states.includes('empty')).length;
      return [
        ...parts.filter((part) => /Table$/.test(part) && part !== 'RowsTable' && lists === 0),
        ...parts.filter((part) => /Details$/.test(part) && stories.length - lists === 0),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('finds the lists and records with states', () => {
    const lists = withStates.filter(({ states }) => states.includes('empty'));
    expect(lists.length).toBeGreaterThanOrEqual(2 * 9);
    expect(withStates.length - lists.length).toBeGreaterThanOrEqual(2 * 7);
  });

  for (const { title, Story, locale, states, long } of withStates) {
    it(`${title}: each state shows what the app shows`, async () => {
      const shown = (data: string, longNepali = false) =>
        render(<Story {...Story.args} data={data} longNepali={longNepali} />);

      const filled = shown('filled');
      await screen.findAllByText(/\S/);
      expect(failedAlerts(locale)).toEqual([]);
      const filledText = pageText();
      expect(filledText).not.toContain(LONGER);
      const filledRows = document.querySelectorAll('tbody tr').length;
      const filledValues = fieldValues();
      filled.unmount();

      const loading = shown('loading');
      expect(busy()).toBeGreaterThan(0);
      expect(document.querySelectorAll('tbody tr')).toHaveLength(0);
      loading.unmount();

      const failed = shown('failed');
      await waitFor(() => expect(failedAlerts(locale)).toHaveLength(1));
      const [alert] = failedAlerts(locale);
      if (states.includes('empty'))
        expect(within(alert).getByRole('button', { name: /\S/ })).toBeTruthy();
      expect(document.querySelectorAll('tbody tr')).toHaveLength(0);
      failed.unmount();

      if (states.includes('empty')) {
        const empty = shown('empty');
        await screen.findAllByText(/\S/);
        expect(document.querySelectorAll('tbody tr').length).toBeLessThan(Math.max(filledRows, 1));
        expect(busy()).toBe(0);
        expect(failedAlerts(locale)).toEqual([]);
        expect(pageText()).not.toBe(filledText);
        empty.unmount();
      }

      // An English page shows Nepali text only where the record has no English (a Devanagari name).
      const devanagariShown = /[\u0900-\u0963]/.test(`${filledText} ${filledValues}`);
      if (long && (locale === 'np' || devanagariShown)) {
        const lengthened = shown('filled', true);
        await screen.findAllByText(/\S/);
        expect(`${pageText()} ${fieldValues()}`).toContain(LONGER);
        lengthened.unmount();
      }
    });
  }
});
