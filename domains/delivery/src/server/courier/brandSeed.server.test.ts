/**
 * The courier requests and reports in the demo install: every domain’s seed, as a new install runs it, on
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
    // Every domain's demo rows, the delivery brand's included (measured: about 2.1 s on a quiet
    // machine): a figure to read, not a check.
    console.info(`every domain's seed: ${Math.round(took)} ms`);
  });

  it('answers both reports over the demo half-year', async () => {
    const dispatcher = await t.signedIn('dispatcher', 8);
    // Measured on PGlite: about 100 ms for the orders, 35 ms for the courier requests.
    const period = 'fromDate=2024-09-01&thruDate=2025-03-14';
    for (const name of ['jfd-order-report', 'dlv-order-report']) {
      const res = await dispatcher.get(`/api/${name}?${period}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().days.length).toBeGreaterThan(100);
    }
  });

  it('answers every list the order and courier screens ask for', async () => {
    const dispatcher = await t.signedIn('dispatcher', 8);
    const concierge = await t.signedIn('concierge', 8);
    const driver = await t.signedIn('driver', 8);
    const me = (await driver.get('/api/user')).json();
    const driverId = Number(me.data?.id ?? me.id);
    const asked: [typeof dispatcher, string][] = [
      [dispatcher, '/api/jfd-orders?page=1&filter[status]=ready&filter[slot]=10:00-12:00'],
      [dispatcher, '/api/jfd-orders?page=1&search=ORD&filter[slot_date]=2025-03-14'],
      [dispatcher, '/api/jfd-drivers?filter[available]=1&per_page=100&sort=name&direction=asc'],
      [dispatcher, '/api/zones?per_page=100&sort=name&direction=asc'],
      [dispatcher, '/api/dlv-courier-requests?page=1&filter[open]=1&filter[status]=accepted'],
      [
        concierge,
        '/api/jfd-orders?per_page=100&sort=slot_date&direction=asc&filter[status]=confirmed',
      ],
      [concierge, '/api/jfd-products?per_page=100&sort=name&direction=asc'],
      [
        driver,
        `/api/jfd-orders?per_page=100&sort=slot_date&direction=asc&filter[kind]=delivery&filter[driver_user_id]=${driverId}`,
      ],
      [
        driver,
        '/api/jfd-orders?per_page=100&sort=slot_date&direction=asc&filter[kind]=pickup&filter[status]=ready',
      ],
    ];
    for (const [agent, url] of asked) {
      expect([url, (await agent.get(url)).statusCode]).toEqual([url, 200]);
    }
    const order = (await dispatcher.get('/api/jfd-orders?per_page=1')).json().data[0];
    expect((await dispatcher.get(`/api/jfd-orders/${order.id}/timeline`)).statusCode).toBe(200);
  });
});
