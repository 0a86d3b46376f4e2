/**
 * Finds the Chromium the browser test layers drive: CHROME_PATH, else Debian's
 * /usr/bin/chromium, else a browser Playwright installed. Exits with instructions when none.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightInstalled() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return undefined;
  for (const dir of readdirSync(root)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const bin of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-linux/headless_shell',
    ]) {
      const candidate = join(root, dir, bin);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The path of a usable Chromium, or undefined. */
export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightInstalled();
}

/** The path of a usable Chromium; stops the process with how to get one when there is none. */
export function requireChromium() {
  const path = findChromium();
  if (path) return path;
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one of:',
      '  - Debian/Ubuntu (as root): apt-get update && apt-get install -y chromium',
      '  - any Chrome or Chromium, then set CHROME_PATH=/path/to/chrome',
      '  - a Playwright browser: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}
