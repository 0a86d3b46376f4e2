/**
 * The built app's weight and speed, as a person's browser gets it from the built server:
 * gzipped JavaScript loaded for the sign-in route and for the dashboard, and a Lighthouse
 * performance score for both, with Lighthouse's default mobile profile (a slow phone on a slow
 * network) and its desktop profile, the one staff at their desks meet (Lighthouse driving the
 * same Chromium, signed in through the sign-in form for the dashboard). Prints figures only.
 *   BENCH_EMAIL / BENCH_PASSWORD   the account used for the dashboard (default: the demo admin)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
async function score(context, url, port, config) {
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
  const audits = result?.lhr.audits ?? {};
  const ms = (id) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
  };
}

const PROFILES = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

const server = await startProductServer();
const browser = await launchChromium();
try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  const context = cdp.contexts()[0];
  const routes = [];
  const measure = async (label, path) => {
    const weight = await scriptWeight(context, `${server.url}${path}`);
    const scores = [];
    for (const [profile, config] of PROFILES) {
      scores.push({
        profile,
        ...(await score(context, `${server.url}${path}`, browser.port, config)),
      });
    }
    routes.push({ label, weight, scores });
  };
  await measure('sign-in route', '/');
  await signIn(context, server.url);
  await measure('dashboard', '/dashboard');
  await cdp.close();

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('Built app (gzip JavaScript fetched; Lighthouse performance per profile)');
  for (const { label, weight, scores } of routes) {
    console.log(
      `  ${label.padEnd(14)} ${weight.finalPath.padEnd(11)} JS ${kb(weight.bytes)} in ${weight.files} files`,
    );
    for (const { profile, score: value, metrics } of scores) {
      console.log(`    Lighthouse ${profile.padEnd(8)} ${value} (${metrics})`);
    }
  }
  const login = routes[0].weight;
  const aimMet = (profile) =>
    routes.every((route) => route.scores.find((s) => s.profile === profile).score >= 95)
      ? 'met'
      : 'not met';
  console.log(
    `  aim: sign-in under 150 KB -> ${login.bytes < 150 * 1024 ? 'met' : 'not met'}; score >= 95 -> mobile ${aimMet('mobile')}, desktop ${aimMet('desktop')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
