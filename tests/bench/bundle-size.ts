/**
 * Prints the gzip size of the JavaScript (and CSS) each route loads first, from the production build.
 *   npm run bench:bundle            print the table (each route's chunks, the entry and one language's messages)
 *   npm run bench:bundle -- --check also fail when the sign-in page loads more than 150 kB of gzip
 *                                   JavaScript, or when Tremor or recharts reach a non-dashboard route
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@/shared/routes';

const DIST = 'dist/client';
const SIGN_IN_BUDGET_KB = 150;
const DASHBOARD_ROUTES = new Set([
  'dashboard',
  'dashboardCBR',
  'serviceProvided',
  'achievementVsTarget',
]);
const CHART_SIGNATURES = [/recharts-/, /tremor-/];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
);

/** The page module of each route, read from the loaders in src/client/app/pages.ts. */
function pageModules(): Record<string, string> {
  const source = readFileSync('src/client/app/pages.ts', 'utf8');
  const fallback = /const notAvailable: Loader = \(\) => import\('(.+?)'\)/.exec(source)![1];
  const named = Object.fromEntries(
    [...source.matchAll(/(\w+): \(\) => import\('(.+?)'\)/g)].map((m) => [m[1], m[2]]),
  );
  const resolve = (specifier: string) =>
    specifier.startsWith('@/client/')
      ? `${specifier.replace('@/client/', 'src/client/')}.tsx`
      : path.posix.join('src/client/app', `${specifier}.tsx`);
  return Object.fromEntries(ROUTES.map((r) => [r.name, resolve(named[r.name] ?? fallback)]));
}

/** Every chunk a module loads before it can run: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const pages = pageModules();
const failures: string[] = [];
/** The messages of one language (English here; Nepali is about 2 kB more), loaded with the first script. */
const messagesKey = 'locales/en.json';
const rows = ROUTES.map((route) => {
  const keys = new Set([
    ...closure(entryKey),
    ...closure(messagesKey),
    ...closure(pages[route.name]),
  ]);
  const js = [...keys].map((k) => manifest[k].file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const jsKb = js.reduce((sum, f) => sum + gzipKb(f), 0);
  const cssKb = css.reduce((sum, f) => sum + gzipKb(f), 0);
  const charts = js.some((f) =>
    CHART_SIGNATURES.some((s) => s.test(readFileSync(path.join(DIST, f), 'utf8'))),
  );
  if (charts && !DASHBOARD_ROUTES.has(route.name))
    failures.push(`${route.name} loads Tremor or recharts`);
  if (route.name === 'signIn' && jsKb > SIGN_IN_BUDGET_KB)
    failures.push(
      `the sign-in page loads ${jsKb.toFixed(1)} kB gzip of JavaScript (budget ${SIGN_IN_BUDGET_KB} kB)`,
    );
  return {
    route: route.path,
    chunks: js.length,
    'js kB gzip': jsKb.toFixed(1),
    'css kB gzip': cssKb.toFixed(1),
    charts: charts ? 'yes' : 'no',
  };
});

console.table(rows);
if (process.argv.includes('--check')) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exit(1);
  console.log(
    `bundle budget ok: sign-in ${rows[0]['js kB gzip']} kB gzip ≤ ${SIGN_IN_BUDGET_KB} kB; no charts outside dashboards`,
  );
}
