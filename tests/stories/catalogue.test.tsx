import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

type StoryModule = { default: { title?: string; component?: unknown } };
const stories = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('../../stories/**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const components = import.meta.glob<Record<string, unknown>>(
  ['../../src/client/components/*.tsx', '!../../src/client/components/*.test.tsx'],
  { eager: true },
);

/** The components a story's page documents (its `component`, and any in `subcomponents`). */
const documented = new Set(
  Object.values(stories).flatMap((module) => {
    const meta = module.default as { component?: unknown; subcomponents?: Record<string, unknown> };
    return [meta.component, ...Object.values(meta.subcomponents ?? {})].filter(Boolean);
  }),
);

/**
 * Issue 22: the catalogue is where designers review every themed component, so each one exported
 * from src/client/components has a docs page (a stories file naming it as its `component`, or
 * among its `subcomponents`), whose props table comes from its TypeScript types.
 */
describe('the catalogue', () => {
  it('documents every component of src/client/components', () => {
    const missing = Object.entries(components).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
        .filter(([, value]) => !documented.has(value))
        .map(([name]) => `${file.replace('../../src/client/components/', '')} › ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('says on every component page when to use it (the comment above its stories meta)', () => {
    const unexplained = Object.entries(sources)
      .filter(([, source]) => /title: '(Components|Records)\//.test(source))
      .filter(([, source]) => !/\*\/\nconst meta/.test(source))
      .map(([file]) => file.replace('../../stories/', ''));
    expect(unexplained).toEqual([]);
  });

  it('lets a designer change every story through its args (controls)', () => {
    const without = Object.entries(stories).flatMap(([file, module]) =>
      Object.entries(composeStories(module as never))
        .filter(([, story]) => Object.keys((story as { args?: object }).args ?? {}).length === 0)
        .map(([name]) => `${file.replace('../../stories/', '')} › ${name}`),
    );
    expect(without).toEqual([]);
  });

  it('documents every dashboard and feature component a story shows', () => {
    const named = new Set(
      Object.values(stories).flatMap((module) => {
        const meta = module.default as {
          component?: { name?: string };
          subcomponents?: Record<string, unknown>;
        };
        return [meta.component?.name, ...Object.keys(meta.subcomponents ?? {})];
      }),
    );
    const shown = Object.entries(sources).flatMap(([file, source]) =>
      [
        ...source.matchAll(
          /import \{([^}]*)\} from '@\/client\/features\/[^']*\/(?:components|map|pages)\/[^']*'/g,
        ),
      ]
        .flatMap((match) => match[1].split(','))
        .map((name) => name.trim())
        .filter((name) => /^[A-Z][A-Za-z0-9]*$/.test(name) && name.toUpperCase() !== name)
        .map((name) => [file.replace('../../stories/', ''), name]),
    );
    expect(shown.length).toBeGreaterThan(50);
    expect(shown.filter(([, name]) => !named.has(name)).map((pair) => pair.join(' › '))).toEqual(
      [],
    );
  });
});
