import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { nepalMapPlugin } from './scripts/nepal-map.ts';
import { compileMessages } from './src/client/lib/intl-compile.ts';
import { pickFirstMessages } from './src/client/lib/intl-first-messages.ts';
import { numberLocale } from './src/shared/format/number.ts';
import type { Locale } from './src/shared/locale.ts';

const buildId =
  process.env.BUILD_ID ??
  `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes builds/latest.json, which the running app polls to learn that a new build is deployed. */
function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/** Writes a Brotli and a gzip copy of each text asset, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    // After the files are written, so the copies hold exactly what is served.
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The app's messages compiled at build time (src/client/lib/intl-compile.ts), so that the browser
 * neither downloads the ICU parser nor parses a message (docs/decisions/0041-a-lean-sign-in-entry.md):
 * `virtual:messages/en` and `virtual:messages/np`, each language's whole set, loaded when a page
 * needs it; `virtual:first-messages`, the sign-in page's few messages in both languages, in the first
 * script, so that the sign-in form is drawn while the page's whole language file loads.
 */
function compiledMessages(): Plugin {
  const first = 'virtual:first-messages';
  const whole = /^virtual:messages\/(en|np)$/;
  return {
    name: 'compiled-messages',
    resolveId: (source) => (source === first || whole.test(source) ? `\0${source}` : undefined),
    load(resolved) {
      if (!resolved.startsWith('\0virtual:')) return undefined;
      const read = (locale: Locale) => {
        const file = src(`./locales/${locale}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      };
      // JSON.parse of a string literal: faster for the browser to read than an object literal.
      const module = (value: unknown) =>
        `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
      if (resolved === `\0${first}`)
        return module({
          en: compileMessages(pickFirstMessages(read('en')), numberLocale('en')),
          np: compileMessages(pickFirstMessages(read('np')), numberLocale('np')),
        });
      const locale = whole.exec(resolved.slice(1))?.[1] as Locale | undefined;
      return locale ? module(compileMessages(read(locale), numberLocale(locale))) : undefined;
    },
  };
}

/**
 * write-excel-file zips a workbook with fflate's asynchronous `zip()`, which starts a `blob:` worker
 * for a part over 160 kB; the content security policy refuses it and the export never ends. Its
 * writer gets our zipper instead (src/client/lib/zip-without-workers.ts), which deflates on the page.
 * Not in the unit tests (Node runs the library as published; fflate's workers are threads there).
 */
function zipWithoutWorkers(): Plugin {
  const writer = /write-excel-file[\\/]modules[\\/]export[\\/]writeXlsxFileUniversal\.js$/;
  // A build that bundles the library but never swaps its zipper (an upgrade moved the import) fails
  // here, rather than shipping exports that hang on long sheets.
  let bundled = false;
  let swapped = false;
  return {
    name: 'zip-without-workers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !writer.test(importer)) return undefined;
      bundled = true;
      if (source !== '../zip/zipToArrayBuffer.js') return undefined;
      swapped = true;
      return src('./src/client/lib/zip-without-workers.ts');
    },
    buildEnd(error) {
      if (!error && bundled && !swapped)
        this.error(
          "write-excel-file's writer no longer imports ../zip/zipToArrayBuffer.js: give it our zipper again (decision 0054)",
        );
    },
  };
}

/**
 * In the app's build, intl-messageformat gets the parser package's build without the parser (every
 * message arrives compiled). Not in the tests, the dev server or Storybook (which sets STORYBOOK),
 * whose messages are the source strings.
 */
const withoutParser = (command: string) =>
  command === 'build' && process.env.STORYBOOK !== 'true'
    ? [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: src('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
        },
      ]
    : [];

const EARLY_ENTRY = 'src/client/early-sign-in.ts';

const src = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    buildManifest(),
    nepalMapPlugin(),
    compiledMessages(),
    zipWithoutWorkers(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'development') },
  resolve: {
    alias: [
      { find: '@/client', replacement: src('./src/client') },
      { find: '@/shared', replacement: src('./src/shared') },
      { find: '@/server', replacement: src('./src/server') },
      ...withoutParser(command),
    ],
  },
  // Pre-bundled, the library would keep its own zipper (the plugin above resolves its imports).
  optimizeDeps: { exclude: ['write-excel-file'] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each route loads (tests/bench/bundle-size.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The sign-in form's small script, a file of its own that the page drawn ahead names
      // (scripts/prerender-sign-in.ts, docs/decisions/0055-the-sign-in-form-in-the-html.md).
      input: { index: src('./index.html'), 'early-sign-in': src(`./${EARLY_ENTRY}`) },
      output: {
        // Everything the first script imports is one file (with the bundler's small runtime): on an
        // HTTP/1.1 line a browser opens six connections, and the stylesheet waited behind five
        // small shared chunks (docs/decisions/0041-a-lean-sign-in-entry.md).
        // The sign-in form's small script stays out of it (decision 0055).
        codeSplitting: {
          groups: [{ name: 'first', tags: ['$initial'], test: (id) => !id.includes(EARLY_ENTRY) }],
        },
      },
    },
  },
  // The dev server passes the API to the server on 8080; tests (mode `test`) have no server behind.
  server: mode === 'test' ? {} : { proxy: { '/api': 'http://localhost:8080' } },
}));
