import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { nepalMapPlugin } from './scripts/nepal-map.ts';
import { pickFirstMessages } from './src/client/lib/intl-first-messages.ts';

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
 * `virtual:first-messages`: the sign-in page's few messages in both languages, from locales/*.json,
 * so that the first script draws the sign-in form while the page's whole language file loads.
 */
function firstMessages(): Plugin {
  const id = 'virtual:first-messages';
  return {
    name: 'first-messages',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const pick = (locale: string) => {
        const file = src(`./locales/${locale}.json`);
        this.addWatchFile(file);
        return pickFirstMessages(JSON.parse(readFileSync(file, 'utf8')));
      };
      return `export default ${JSON.stringify({ en: pick('en'), np: pick('np') })};`;
    },
  };
}

const src = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), buildManifest(), nepalMapPlugin(), firstMessages(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'development') },
  resolve: {
    alias: {
      '@/client': src('./src/client'),
      '@/shared': src('./src/shared'),
      '@/server': src('./src/server'),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each route loads (tests/bench/bundle-size.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  // The dev server passes the API to the server on 8080; tests (mode `test`) have no server behind.
  server: mode === 'test' ? {} : { proxy: { '/api': 'http://localhost:8080' } },
}));
