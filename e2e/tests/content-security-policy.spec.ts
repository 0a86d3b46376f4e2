/**
 * The Content-Security-Policy is in force on the app's pages: an inline script injected into
 * the page does not run, nor an inline event handler; the app itself (its scripts, styles,
 * images and realtime websocket) raises no violation while a user signs in and works.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { signInWithBrand } from '../support/app';
import { recordSocketFrames } from '../support/realtime';
import { expect, expectPageError, test } from '../support/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(v: unknown): void }).__cspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}

/** zod's check whether `new Function` is allowed (it falls back when it is not). */
const isFeatureProbe = (v: Violation) => v.directive === 'script-src' && v.blocked === 'eval';

test('the page forbids framing and inline script, and sends the security headers', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  // Our own files, and the page's one inline script by its hash (no 'unsafe-inline').
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();

  // The browser reports each script it refuses on the console, as it must.
  expectPageError(/inline script violates the following Content Security Policy directive/);
  expectPageError(/inline event handler violates the following Content Security Policy/);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __inline?: boolean; __handler?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__handler = true');
    image.src = 'data:,not-an-image';
    document.body.append(image);
    return new Promise<boolean[]>((resolve) =>
      setTimeout(() => resolve([w.__inline === true, w.__handler === true]), 300),
    );
  });
  expect(ran).toEqual([false, false]);
});

test('the app works under the policy: sign-in, brand, lists and realtime raise no violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const frames = recordSocketFrames(page);
  await signInWithBrand(page, ADMIN, 1);
  await expect
    .poll(() => frames.some((f) => /subscription_succeeded.*private-user\./.test(f)), {
      message: 'the realtime connection joined the user channel',
      timeout: 15_000,
    })
    .toBe(true);
  for (const path of ['/notices', '/tickets', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations.filter((v) => !isFeatureProbe(v))).toEqual([]);
});
