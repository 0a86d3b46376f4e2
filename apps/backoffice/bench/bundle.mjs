/**
 * The built app's weight and speed, as a person's browser gets it from the built server:
 * gzipped JavaScript loaded for the sign-in route and for the dashboard, and a Lighthouse
 * performance score for both (Lighthouse driving the same Chromium, signed in through the
 * sign-in form for the dashboard). Prints figures only.
 *   BENCH_EMAIL / BENCH_PASSWORD   the account used for the dashboard (default: the demo admin)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { freePort, startProductServer } from '../../../scripts/product-server.mjs';

const email = process.env.BENCH_EMAIL ?? 'admin@backoffice.test';
const password = process.env.BENCH_PASSWORD ?? 'password';
const chromePath = requireChromium();

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
    { stdio: 'ignore' },
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
    chrome.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return { port, close };
}

/** Loads a path in a fresh page and sums the gzipped size of every script it fetched. */
async function scriptWeight(context, url) {
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.set(res.url(), gzipSync(await res.body()).length);
    } catch {
      // a redirected or aborted script has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
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
async function score(context, url, port) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const audits = result?.lhr.audits ?? {};
  const ms = (id) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  };
}

const server = await startProductServer();
const browser = await launchChromium();
try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const context = cdp.contexts()[0];
  const login = await scriptWeight(context, `${server.url}/`);
  const loginScore = await score(context, `${server.url}/`, browser.port);
  await signIn(context, server.url);
  const dashboard = await scriptWeight(context, `${server.url}/dashboard`);
  const dashboardScore = await score(context, `${server.url}/dashboard`, browser.port);
  await cdp.close();

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    'Built app (gzip JavaScript fetched; Lighthouse performance, default mobile profile)',
  );
  console.log(
    `  sign-in route  ${login.finalPath.padEnd(11)} JS ${kb(login.bytes)} in ${login.files} files, Lighthouse ${loginScore.score} (${loginScore.metrics})`,
  );
  console.log(
    `  dashboard      ${dashboard.finalPath.padEnd(11)} JS ${kb(dashboard.bytes)} in ${dashboard.files} files, Lighthouse ${dashboardScore.score} (${dashboardScore.metrics})`,
  );
  console.log(
    `  aim: sign-in under 150 KB -> ${login.bytes < 150 * 1024 ? 'met' : 'not met'}; score >= 95 -> ${loginScore.score >= 95 && dashboardScore.score >= 95 ? 'met' : 'not met'}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
