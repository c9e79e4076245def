import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (side) =>
  readdirSync(`./src/${side}/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const CLIENT_FEATURES = readdirSync('./src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Rules that keep each layer from importing the layers above it (the list runs lowest first). */
const layersLowestFirst = (layers) =>
  layers.slice(0, -1).map((target, i) => ({
    target,
    from: layers.slice(i + 1),
    message: `${target.replace('./src/server/', '')} is below ${layers
      .slice(i + 1)
      .map((layer) => layer.replace('./src/server/', ''))
      .join(', ')}: it imports none of them`,
  }));

/**
 * The structure, enforced: shared imports neither side; server and client never import each
 * other; a client feature never imports another client feature, nor the app above it; client
 * components and lib import no feature (docs/decisions/0001-structure.md).
 */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'shared is imported by both sides and imports neither',
  },
  { target: './src/server', from: './src/client', message: 'the server never imports client code' },
  { target: './src/client', from: './src/server', message: 'the client never imports server code' },
  ...CLIENT_FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'a client feature never imports another client feature',
  })),
  {
    // The app assembles the features (routes, layouts, providers); a feature never reaches back up.
    target: './src/client/features/**/!(*.test).{ts,tsx}',
    from: './src/client/app',
    message: 'a client feature never imports the app: what it needs belongs in src/client/lib',
  },
  {
    // The kit below the features serves every feature and knows none. A colocated test may render
    // the feature that uses the piece it tests: nothing imports a test.
    target: [
      './src/client/components/**/!(*.test).{ts,tsx}',
      './src/client/lib/**/!(*.test).{ts,tsx}',
    ],
    from: './src/client/features',
    message: 'client components and lib serve every feature and import none',
  },
  ...featuresOf('server').map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`],
    message:
      'a server feature never imports another: what two features share belongs in src/server/domain',
  })),
  {
    target: [
      './src/server/db',
      './src/server/platform',
      './src/server/access',
      './src/server/plugins',
      './src/server/records',
      './src/server/domain',
      './src/server/openapi',
    ],
    from: ['./src/server/features', './src/server/seed', './src/server/cli'],
    message:
      'the layers below features (db, platform, access, plugins, records, domain) import no feature',
  },
  // The server's layers, lowest first: db (migrations are history) → platform (SQL, errors,
  // audit, passwords: infrastructure) → access (who may see what: scope, sessions) → plugins
  // (Fastify's request pipeline) → records (the record kit and its handlers) → domain (what two
  // features share: age bands, cell levels, linked records) → features. A layer imports only
  // the layers below it.
  ...layersLowestFirst([
    './src/server/db',
    './src/server/platform',
    './src/server/access',
    './src/server/plugins',
    './src/server/records',
    './src/server/domain',
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'src/shared/api/schema.d.ts',
      'src/shared/api/contract-tables.ts',
      'test-results',
      'playwright-report',
      '.reports',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import/ignore': ['node_modules'],
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-alias-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/order': [
        'error',
        {
          groups: [
            'builtin',
            'external',
            'internal',
            ['parent', 'sibling', 'index'],
            'object',
            'type',
          ],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 4],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module itself',
        },
      ],
    },
  },
  {
    // A suite reads as one story of a feature; its helpers live in tests/*/support, within 300 lines.
    files: ['tests/**/*.test.{ts,tsx}', 'tests/**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/server/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/server/platform/sql.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sql-template-tag',
              message: 'One way to write SQL: import sql, join, raw from @/server/platform/sql',
            },
          ],
        },
      ],
    },
  },
  prettier,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    // The outlier's small chart loads on its own (lazily) where a flag has one (decision 0052).
    ignores: [
      'src/client/features/dashboards/**',
      'src/client/features/reporting/components/quality/outlier-chart.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tremor/react',
              message: 'Tremor loads only in dashboard routes (src/client/features/dashboards)',
            },
            {
              name: 'recharts',
              message: 'Charts load only in dashboard routes (src/client/features/dashboards)',
            },
          ],
        },
      ],
    },
  },
);
