/**
 * Prints the gzip size of the JavaScript (and CSS) each route waits for before it can draw, from the
 * production build: the first script and its imports, the app's chunk (its stores, router and whole
 * stylesheet), the signed-in frame (lazy) for the routes in the default layout, the page's chunk and
 * its imports, and one language's messages (English; Nepali is about 6 kB more), except on the
 * sign-in page, which draws with the first script alone, its own few messages and its own small
 * stylesheet while the rest loads beside it (docs/decisions/0041-a-lean-sign-in-entry.md,
 * 0047-the-sign-in-form-without-the-app.md).
 *   npm run bench:bundle            print the table
 *   npm run bench:bundle -- --check also fail when the sign-in page waits for more than its budgets of
 *                                   gzip JavaScript and CSS or for anything but the first script,
 *                                   when the first script uses a class of the whole stylesheet that
 *                                   the sign-in stylesheet lacks, or when Tremor or recharts reach a
 *                                   non-dashboard route
 * BUNDLE_DIST=<dir> reads another build than dist/client.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@/shared/routes';

const DIST = process.env.BUNDLE_DIST ?? 'dist/client';
/**
 * The sign-in page reached 89.1 kB in issue 37 (from 145.2 kB), then 84.5 kB with the messages
 * compiled at build time (no ICU parser), then 70.8 kB without the query client and the session's
 * store (decision 0047): its budget, with about 1 kB of room (docs/benchmarks.md). Its stylesheet
 * went from 24.9 kB (the whole one) to its own 5.2 kB (budget 6 kB).
 */
const SIGN_IN_BUDGET_KB = 72;
const SIGN_IN_CSS_BUDGET_KB = 6;
const APP = 'src/client/app/app.tsx';
const DEFAULT_LAYOUT = 'src/client/app/layouts/default-layout.tsx';
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

const resolveModule = (specifier: string) =>
  specifier.startsWith('@/client/')
    ? `${specifier.replace('@/client/', 'src/client/')}.tsx`
    : path.posix.join('src/client/app', `${specifier}.tsx`);

/** The page module of each route, read from the loaders in src/client/app/pages.ts. */
function pageModules(): Record<string, string> {
  const source = readFileSync('src/client/app/pages.ts', 'utf8');
  const fallback = /const notAvailable: Loader = \(\) => import\('(.+?)'\)/.exec(source)![1];
  const imported = Object.fromEntries(
    [...source.matchAll(/import (\w+) from '(.+?)'/g)].map((m) => [m[1], m[2]]),
  );
  const named = Object.fromEntries([
    ...[...source.matchAll(/(\w+): \(\) => import\('(.+?)'\)/g)].map((m) => [m[1], m[2]]),
    // A page the first script imports itself: `name: async () => ({ default: Page })`.
    ...[...source.matchAll(/(\w+): async \(\) => \(\{ default: (\w+) \}\)/g)].map((m) => [
      m[1],
      imported[m[2]],
    ]),
  ]);
  return Object.fromEntries(ROUTES.map((r) => [r.name, resolveModule(named[r.name] ?? fallback)]));
}

/** Every chunk a module loads before it can run: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  // A module folded into another chunk (the first script's own) has no chunk of its own.
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const pages = pageModules();
const failures: string[] = [];
/** The messages of one language (English here; Nepali is about 2 kB more), compiled (vite.config.ts). */
const messagesKey = 'virtual:messages/en';
const rows = ROUTES.map((route) => {
  const page = pages[route.name];
  const keys = new Set([
    ...closure(entryKey),
    // The sign-in page in the first script draws with its own few messages (decision 0041).
    ...(route.path === '/' && !manifest[page] ? [] : closure(messagesKey)),
    // Every page but the sign-in form is the app's (decision 0047).
    ...(route.name === 'signIn' ? [] : closure(APP)),
    ...(route.layout === 'default' ? closure(DEFAULT_LAYOUT) : []),
    ...closure(page),
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
  if (route.name === 'signIn' && cssKb > SIGN_IN_CSS_BUDGET_KB)
    failures.push(
      `the sign-in page loads ${cssKb.toFixed(1)} kB gzip of CSS (budget ${SIGN_IN_CSS_BUDGET_KB} kB)`,
    );
  if (route.name === 'signIn' && keys.size !== closure(entryKey).size)
    failures.push('the sign-in page waits for more than the first script and its imports');
  return {
    route: route.path,
    chunks: js.length,
    'js kB gzip': jsKb.toFixed(1),
    'css kB gzip': cssKb.toFixed(1),
    charts: charts ? 'yes' : 'no',
  };
});

/**
 * The class names a stylesheet has a rule for: the last class of each selector, the element's own
 * (`.group:hover .group-hover\\:x` styles `group-hover:x`), escapes undone.
 */
function classesOf(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    let css = readFileSync(path.join(DIST, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    // Declarations out, innermost first (a rule inside @media): the selectors remain.
    for (let before = ''; before !== css;) [before, css] = [css, css.replace(/\{[^{}]*\}/g, ',')];
    for (const selector of css.split(',')) {
      const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)];
      const last = classes.at(-1)?.[1];
      if (last) names.add(last.replace(/\\(.)/g, '$1'));
    }
  }
  return names;
}

/**
 * The first script (and the group-member dialog the sign-in page opens) uses no class that the
 * whole stylesheet has and the sign-in stylesheet lacks: the sign-in form looks the same before and
 * after the app's chunk brings the whole one (tailwind.sign-in.config.ts).
 */
function checkSignInClasses() {
  const signInCss = classesOf(manifest[entryKey].css ?? []);
  const wholeCss = classesOf(manifest[APP]?.css ?? []);
  const modal = 'src/client/features/auth/components/group-member-modal.tsx';
  const scripts = [...closure(entryKey), ...closure(modal)].map((key) => manifest[key].file);
  const words = new Set(
    scripts.flatMap((file) => readFileSync(path.join(DIST, file), 'utf8').split(/[\s"'`]+/)),
  );
  // A word of the scripts that is a utility's name but no class there: the window's 'resize' event.
  const notClasses = new Set(['resize']);
  const missing = [...wholeCss].filter(
    (name) => words.has(name) && !notClasses.has(name) && !signInCss.has(name),
  );
  if (missing.length)
    failures.push(`the sign-in stylesheet lacks classes its page uses: ${missing.join(' ')}`);
}
checkSignInClasses();

console.table(rows);
if (process.argv.includes('--check')) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length) process.exit(1);
  console.log(
    `bundle budget ok: sign-in ${rows[0]['js kB gzip']} kB gzip ≤ ${SIGN_IN_BUDGET_KB} kB, CSS ${rows[0]['css kB gzip']} kB ≤ ${SIGN_IN_CSS_BUDGET_KB} kB, every class it uses; no charts outside dashboards`,
  );
}
