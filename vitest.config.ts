import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const base = viteConfig({ command: 'serve', mode: 'test' });

/** Four suites: shared and server units (node), client components (happy-dom), the API, and every story. */
export default mergeConfig(
  base,
  defineConfig({
    test: {
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
          },
        },
      ],
    },
  }),
);
