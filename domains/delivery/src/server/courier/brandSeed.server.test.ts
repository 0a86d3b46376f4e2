/**
 * The courier requests in the demo install: every domain's seed, as a new install runs it, on
 * PGlite; the courier rows sit on the catalogue's zones, and the live list and the history
 * both show work.
 */
import { createTestApp, seedDomains, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the demo install’s courier requests', () => {
  let t: TestApp;
  let took = 0;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    took = await seedDomains(t, new Date('2025-03-14T15:00:00Z'));
  }, 120_000);
  afterAll(async () => t?.close());

  it('fills the live list and the history over the catalogue’s zones', async () => {
    const dispatcher = await t.signedIn('dispatcher', 8);
    const live = await dispatcher.get('/api/dlv-courier-requests?filter[open]=1');
    const history = await dispatcher.get('/api/dlv-courier-requests?filter[open]=0');
    expect(live.json().total).toBe(12);
    expect(history.json().total).toBe(480);
    expect(live.json().data[0].labels.zone_id).toEqual(expect.any(String));
    // Every domain's demo rows, the delivery brand's included (measured: about 2.1 s).
    expect(took).toBeLessThan(10_000);
  });
});
