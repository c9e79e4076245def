import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { nepalMapPlugin } from './scripts/nepal-map.ts';

const buildId = process.env.BUILD_ID ?? `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes builds/latest.json, which the running app polls to learn that a new build is deployed. */
function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ buildId, builtAt: new Date().toISOString() })}\n` });
    },
  };
}

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), buildManifest(), nepalMapPlugin()],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'development') },
  resolve: {
    alias: { '@/client': src('./src/client'), '@/shared': src('./src/shared') },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each route loads (tests/bench/bundle-size.ts reads it).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
