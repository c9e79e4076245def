import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const base = viteConfig({ command: 'serve', mode: 'test' });

/**
 * The catalogue as Storybook's Vitest addon runs it: every story a test in Debian's Chromium, with
 * the accessibility addon's checks (a violation fails the story: preview's `a11y.test`), in one
 * language (the toolbar's choice, fixed for the run).
 */
const catalogue = (locale: 'en' | 'np') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: `catalogue-${locale}`,
    setupFiles: [`tests/support/catalogue-${locale}.ts`],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu'],
        },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

/**
 * Six suites: shared and server units (node), client components (happy-dom), the API, every story
 * rendered in both languages (happy-dom), and the catalogue in Chromium with its accessibility
 * checks in each language.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      // A snapshot sits beside its test (`x.test.tsx.snap`), named in kebab-case like every file.
      resolveSnapshotPath: (testPath, extension) => testPath + extension,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/shared/**/*.test.ts',
              'src/server/**/*.test.ts',
              'tests/unit/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            include: ['src/client/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/dom-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            globalSetup: ['tests/api/support/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            environment: 'happy-dom',
            include: ['tests/stories/**/*.test.tsx'],
            setupFiles: ['tests/support/dom-setup.ts'],
            // A chart's first render in happy-dom takes seconds on a busy two-core machine.
            testTimeout: 15_000,
          },
        },
        catalogue('en'),
        catalogue('np'),
      ],
    },
  }),
);
