/**
 * The built app's weight and speed, as a person's browser gets it from the built server, on the
 * fresh demo data:
 * - gzipped JavaScript (and its number of files) each route loads, against its budget: the
 *   sign-in page, the dashboard, a busy list (the farm's sales) and the heaviest brand screens;
 * - a Lighthouse performance score for the sign-in page, the dashboard and the busy list, with
 *   Lighthouse's default mobile profile (a slow phone on a slow network) and its desktop profile,
 *   the one staff at their desks meet (Lighthouse driving the same Chromium, signed in through
 *   the sign-in form);
 * - the time a list takes to render 1,500 rows (the list's own `list-render` measure, rows
 *   received to rows committed, and `list-render-painted`, to the next frame), on 1,500 vendors
 *   created through the API and shown with "All (scrolling)".
 * Prints figures only: a route over its budget says so, the exit code stays 0.
 *   BENCH_EMAIL / BENCH_PASSWORD   the account signed in (default: the demo admin)
 *   BENCH_RUNS                     Lighthouse runs per route and profile, median printed (default 5:
 *                                  runs of one build score up to 10 apart on this machine)
 *   BENCH_REPORTS                  a folder to write every Lighthouse report to, as JSON
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { freePort, startProductServer } from '../../../scripts/product-server.mjs';

const email = process.env.BENCH_EMAIL ?? 'admin@backoffice.test';
const password = process.env.BENCH_PASSWORD ?? 'password';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const reportsDir = process.env.BENCH_REPORTS;
const chromePath = requireChromium();

/** Pages Lighthouse scores; `signedIn` pages are measured after signing in (brand 2). */
const SCORED = [
  { label: 'sign-in', path: '/', signedIn: false },
  { label: 'dashboard', path: '/dashboard', signedIn: true },
  { label: 'busy list', path: '/jf-sales', signedIn: true },
];

/**
 * Gzipped JavaScript a first visit of each route may load, in KB: a little above what the
 * build loads today, so that growth shows. The brand screens are the heaviest of brand 2's:
 * the forms with dates, pickers and line items, and a record with its actions.
 */
const BUDGETS = [
  { label: 'sign-in', path: '/', kb: 155 },
  { label: 'dashboard', path: '/dashboard', kb: 285 },
  { label: 'busy list', path: '/jf-sales', kb: 345 },
  { label: 'notices', path: '/notices', kb: 320 },
  { label: 'profile', path: '/profile', kb: 305 },
  { label: 'new sale', path: '/jf-sales/new', kb: 360 },
  { label: 'new invoice', path: '/jf-invoices/new', kb: 360 },
  { label: 'sale', path: '/jf-sales/1', kb: 340 },
];

/** Long enough for the work that starts after the first screen (app-kit's useAfterFirstScreen). */
const AFTER_FIRST_SCREEN_WAIT_MS = 2500;

/** Rows the list render is measured with, and the name every vendor created for it starts with. */
const RENDER_ROWS = 1500;
const VENDOR_PREFIX = 'Bench vendor';

/** One Chromium with a debugging port: Playwright signs in through it, Lighthouse reuses it. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    // Its own process group, so that closing it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const close = async () => {
    const exited = new Promise((r) => chrome.once('exit', r));
    process.kill(-chrome.pid, 'SIGKILL');
    await exited;
    // A helper process may still be writing its cache for a moment after the group's signal.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { port, close };
}

/** Loads a path in a fresh page, HTTP cache off, and sums the gzipped size of every script it fetched. */
async function scriptWeight(context, url) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sizes = new Map();
  const reads = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reads.push(
      res.body().then(
        (body) => sizes.set(res.url(), gzipSync(body).length),
        () => {
          // a redirected or aborted script has no body
        },
      ),
    );
  });
  await page.goto(url);
  // The entry may run longer than the network stays idle: wait for the screen's heading first.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // What waits for the first screen (the live alerts, a second after it) counts too.
  await page.waitForTimeout(AFTER_FIRST_SCREEN_WAIT_MS);
  await Promise.all(reads);
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { bytes: [...sizes.values()].reduce((a, b) => a + b, 0), files: sizes.size, finalPath };
}

/** Signs in through the form and picks brand 2, as a person would. */
async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('list', { name: 'Brands' }).getByRole('button').nth(1).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
  await page.close();
}

/**
 * Lighthouse keeps the browser's storage (the signed-in user lives in localStorage) but starts
 * from an empty HTTP cache, so the score is that of a first visit.
 */
async function score(context, url, port, config, reportName) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    config,
  );
  if (reportsDir && result) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, `${reportName}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const audits = result?.lhr.audits ?? {};
  const ms = (id) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
  // What the page did on this machine, before Lighthouse's simulation slows it down.
  const observed = audits.metrics?.details?.items?.[0];
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}; LCP seen unslowed ${Math.round(observed?.observedLargestContentfulPaint ?? 0)} ms`,
  };
}

/** The median run (by score) of `runs` Lighthouse runs. */
async function medianScore(context, url, port, config, reportName) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    results.push(await score(context, url, port, config, `${reportName}-${i + 1}`));
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor((results.length - 1) / 2)];
}

const PROFILES = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

/** Creates `count` vendors in the active brand through the API, from the signed-in page. */
async function createVendors(page, count) {
  return page.evaluate(
    async ({ total, prefix }) => {
      const token = decodeURIComponent(
        document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '',
      );
      const headers = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': token,
      };
      let next = 0;
      let failed = 0;
      const worker = async () => {
        while (next < total) {
          const n = ++next;
          const name = `${prefix} ${String(n).padStart(4, '0')}`;
          const response = await fetch('/api/vendors', {
            method: 'POST',
            headers,
            credentials: 'include',
            body: JSON.stringify({ name, contact_name: `Contact ${n}`, active: true }),
          });
          if (!response.ok) failed++;
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      return failed;
    },
    { total: count, prefix: VENDOR_PREFIX },
  );
}

/**
 * Opens the vendors list with every row (`per_page=all`, pages of 1,000 as the grid scrolls),
 * searched down to the vendors created here (the demo brand has vendors of its own), scrolls to
 * the end so that all rows are loaded, and reads the render measures of exactly those rows.
 */
async function listRender(context, base) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/vendors`, { waitUntil: 'networkidle' });
    const failed = await createVendors(page, RENDER_ROWS);
    if (failed > 0) return { note: `${failed} of ${RENDER_ROWS} vendors could not be created` };
    const search = encodeURIComponent(VENDOR_PREFIX);
    await page.goto(`${base}/vendors?per_page=all&search=${search}`, { waitUntil: 'networkidle' });
    const measures = (rows) =>
      page.evaluate((wanted) => {
        const pick = (name) =>
          performance
            .getEntriesByName(name)
            .filter((entry) => entry.detail?.rows === wanted)
            .at(-1)?.duration;
        return { rendered: pick('list-render'), painted: pick('list-render-painted') };
      }, rows);
    const deadline = Date.now() + 60_000;
    let found = await measures(RENDER_ROWS);
    while (found.rendered === undefined && Date.now() < deadline) {
      await page.evaluate(() => {
        const grid = document.querySelector('[role="grid"]');
        if (grid) grid.scrollTop = grid.scrollHeight;
      });
      await page.waitForTimeout(250);
      found = await measures(RENDER_ROWS);
    }
    if (found.rendered === undefined) {
      return {
        note: `no list-render measure of ${RENDER_ROWS} rows (is the scrolling list mode built?)`,
      };
    }
    return found;
  } finally {
    await page.close();
  }
}

const server = await startProductServer();
const browser = await launchChromium();
try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const context = cdp.contexts()[0];
  const url = (path) => `${server.url}${path}`;
  const weights = new Map();
  const scores = new Map();
  const measure = async (route) => {
    const results = [];
    for (const [profile, config] of PROFILES) {
      results.push({
        profile,
        ...(await medianScore(
          context,
          url(route.path),
          browser.port,
          config,
          `${route.label.replace(/\W+/g, '-')}-${profile}`,
        )),
      });
    }
    scores.set(route.label, results);
  };
  for (const route of SCORED.filter((r) => !r.signedIn)) await measure(route);
  for (const budget of BUDGETS.filter((b) => b.path === '/')) {
    weights.set(budget.label, await scriptWeight(context, url(budget.path)));
  }
  await signIn(context, server.url);
  for (const route of SCORED.filter((r) => r.signedIn)) await measure(route);
  for (const budget of BUDGETS.filter((b) => b.path !== '/')) {
    weights.set(budget.label, await scriptWeight(context, url(budget.path)));
  }
  const render = await listRender(context, server.url);
  await cdp.close();

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('Built app: gzip JavaScript a first visit loads, against its budget');
  for (const budget of BUDGETS) {
    const weight = weights.get(budget.label);
    const over = weight.bytes > budget.kb * 1024 ? '  over budget' : '';
    console.log(
      `  ${budget.label.padEnd(12)} ${weight.finalPath.padEnd(17)} ${kb(weight.bytes).padStart(9)} in ${String(weight.files).padStart(2)} files (budget ${budget.kb} KB)${over}`,
    );
  }
  console.log(
    `Lighthouse performance (${runs === 1 ? 'one run' : `median of ${runs} runs`} per profile)`,
  );
  for (const route of SCORED) {
    console.log(`  ${route.label} ${route.path}`);
    for (const { profile, score: value, metrics } of scores.get(route.label)) {
      console.log(`    ${profile.padEnd(8)} ${value} (${metrics})`);
    }
  }
  const aimMet = (profile, min) =>
    SCORED.every((r) => scores.get(r.label).find((s) => s.profile === profile).score >= min)
      ? 'met'
      : 'not met';
  console.log(
    `  aim: mobile >= 95 -> ${aimMet('mobile', 95)}; desktop >= 98 -> ${aimMet('desktop', 98)}`,
  );
  if (render.note) {
    console.log(`List of ${RENDER_ROWS} rows: not measured (${render.note})`);
  } else {
    console.log(
      `List of ${RENDER_ROWS} rows (vendors, all rows, scrolling): rendered in ${Math.round(render.rendered)} ms, painted in ${Math.round(render.painted ?? Number.NaN)} ms (aim under 200 ms -> ${render.rendered < 200 ? 'met' : 'not met'})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
