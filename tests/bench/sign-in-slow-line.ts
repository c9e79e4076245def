/**
 * The first visit on the slow line, for bench:slow-line (tests/bench/dashboard-slow-line.ts): a cold
 * sign-in page (empty cache) until its form can be used, its largest contentful paint, then from
 * "Sign in" to the dashboard's first key figure, and whether the figures' request left before the
 * dashboard page's chunk had loaded. The person signs in as soon as the form shows (a password
 * manager's speed): the code prefetched in idle time has had no time to arrive, the worst case.
 */
import type { Browser, Page } from '@playwright/test';

export interface SignInProfile {
  name: string;
  locale: 'en' | 'np';
  phone: boolean;
}

interface SignInRun {
  usable: number;
  /** When the page itself enabled the form drawn in its HTML (its script's mark), or NaN. */
  drawnUsable: number;
  /**
   * The longest the page's main thread was busy after the form was enabled, until it was pressed:
   * a press in that time waits for it (NaN without the mark).
   */
  pressWait: number;
  lcp: number;
  toFigure: number;
  figuresBeforeCode: boolean;
  /** From the sign-in's answer to the figures' request leaving, in ms. */
  answerToFigures: number;
}

const DASHBOARD_CHUNK = /\/assets\/dashboard-page-[^/]*\.js$/;

async function throttle(page: Page, phone: boolean) {
  const cdp = await page.context().newCDPSession(page);
  if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
}

/** The last largest-contentful-paint candidate so far, in ms from the navigation's start. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      }),
  );

async function signInOnce(
  browser: Browser,
  base: string,
  { locale, phone }: SignInProfile,
  password: string,
): Promise<SignInRun> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) tasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask' });
  });
  await throttle(page, phone);
  const events: string[] = [];
  const at: Record<string, number> = {};
  page.on('request', (request) => {
    if (!request.url().includes('/api/dashboards/summary')) return;
    events.push('figures');
    at.figures ??= performance.now();
  });
  page.on('requestfinished', (request) => {
    if (DASHBOARD_CHUNK.test(request.url())) events.push('code');
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/login')) at.answer ??= performance.now();
  });
  const np = locale === 'np';
  const started = performance.now();
  await page.goto(`${base}${np ? '/np' : '/'}`, { waitUntil: 'commit' });
  // Usable: drawn, and its button answers a press (the form in the HTML waits for its small script).
  const submit = page.getByRole('button', { name: np ? 'लगइन' : 'Sign in', disabled: false });
  await submit.waitFor();
  const usable = performance.now() - started;
  const drawnUsable = await page.evaluate(
    () => performance.getEntriesByName('cbr:sign-in-usable')[0]?.startTime ?? Number.NaN,
  );
  const lcp = await largestPaint(page);
  const pressWait = await page.evaluate((enabled) => {
    const tasks = (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks;
    const waits = tasks.map(([start, duration]) => start + duration - Math.max(start, enabled));
    return Math.max(0, ...waits);
  }, drawnUsable);
  await page.getByLabel(np ? 'प्रयोगकर्ता नाम' : 'Username').fill('admin');
  await page.getByLabel(np ? 'पासवर्ड' : 'Password', { exact: true }).fill(password);
  const clicked = performance.now();
  events.push('click');
  await submit.click();
  await page
    .getByRole('region', { name: np ? 'मुख्य तथ्याङ्क' : 'Key figures' })
    .getByRole('link')
    .first()
    .waitFor();
  const toFigure = performance.now() - clicked;
  // The page's code either came in idle time before "Sign in", or after the figures had left.
  const code = events.indexOf('code');
  const figuresBeforeCode =
    events.includes('figures') &&
    (code === -1 || code < events.indexOf('click') || events.indexOf('figures') < code);
  await context.close();
  const answerToFigures = at.figures - at.answer;
  return { usable, drawnUsable, pressWait, lcp, toFigure, figuresBeforeCode, answerToFigures };
}

/** Runs each profile `runs` times and prints the table (median, fastest and slowest of each measure). */
export async function benchSignIn(
  browser: Browser,
  base: string,
  profiles: SignInProfile[],
  { runs, password }: { runs: number; password: string },
): Promise<void> {
  const rows: string[] = [];
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const profile of profiles) {
    const results: SignInRun[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await signInOnce(browser, base, profile, password));
    const stats = (pick: (r: SignInRun) => number) => {
      const sorted = results.map(pick).sort((a, b) => a - b);
      return `${s(sorted[Math.floor(sorted.length / 2)])} [${s(sorted[0])} … ${s(sorted[sorted.length - 1])}]`;
    };
    const over = results.filter((r) => r.lcp > 2500).length;
    const before = results.filter((r) => r.figuresBeforeCode).length;
    rows.push(
      `| ${profile.name} | ${stats((r) => r.usable)} | ${results.some((r) => r.drawnUsable >= 0) ? `${stats((r) => r.drawnUsable)} | ${stats((r) => r.pressWait)}` : '– | –'} | ${stats((r) => r.lcp)} (${over} over 2.5 s) | ${stats((r) => r.toFigure)} | ${stats((r) => r.answerToFigures)} | ${before} of ${runs} |`,
    );
  }
  console.log(
    `\nCold sign-in, then the dashboard, on 1.6 Mbps / 150 ms (${runs} runs; median [fastest … slowest]):`,
  );
  console.log(
    '| screen | sign-in form usable (seen by the test) | the form in the HTML enabled (its mark) | longest busy main thread after that (a press waits) | sign-in LCP | Sign in → first key figure | sign-in answer → figures asked | figures not after the page chunk (there before Sign in, or asked before it loaded) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
