/**
 * The courier requests' report from requests made and moved through the API, their times set
 * to a worked example, every figure written out: by state, by day, by zone with the average
 * minutes of each leg, and the CSV and PDF with the same figures.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The text a PDF shows: every `(…) Tj` string of its content streams (written uncompressed). */
function pdfText(bytes: Buffer): string {
  return [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

const PERIOD = 'fromDate=2025-03-03&thruDate=2025-03-09';

describe.each(databaseKinds())('the courier request report on %s', (kind) => {
  let t: TestApp;
  let dispatcher: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await t.signedIn('admin', 8);
    dispatcher = await t.signedIn('dispatcher', 8);
    const town = (
      await admin.post('/api/dlv-service-towns', { form: { name: 'Report Town' } })
    ).json().data.id as number;
    const zoneOf = async (name: string, fee: string) =>
      (
        await admin.post('/api/zones', {
          form: { name, town_id: String(town), courier_fee: fee, active: '1' },
        })
      ).json().data.id as number;
    const north = await zoneOf('North', '500');
    const south = await zoneOf('South', '800');
    const db = t.database.handle.db as unknown as Executor;

    /** A request made, moved through `actions`, then timed: `times` by state, UTC. */
    const request = async (
      zone: number,
      size: string,
      weight: string,
      actions: string[],
      times: Record<string, string>,
    ) => {
      const made = await dispatcher.post('/api/dlv-courier-requests', {
        form: {
          sender_name: 'Report Sender',
          sender_phone: '0241234567',
          pickup_address: '1 Ring Road',
          recipient_name: 'Report Recipient',
          recipient_phone: '0207654321',
          dropoff_address: '2 Ring Road',
          zone_id: String(zone),
          size,
          weight_kg: weight,
        },
      });
      const id = made.json().data.id as number;
      for (const action of actions) {
        const body: Record<string, string> = action === 'cancel' ? { reason: 'Called off' } : {};
        expect(
          (await dispatcher.post(`/api/dlv-courier-requests/${id}/${action}`, { form: body }))
            .statusCode,
        ).toBe(200);
      }
      await db.execute(
        sql`update dlv_courier_requests set created_at = ${times.requested}::timestamptz
            where id = ${id}`,
      );
      for (const [status, at] of Object.entries(times)) {
        await db.execute(
          sql`update dlv_courier_request_events set at = ${at}::timestamptz
              where request_id = ${id} and status = ${status}`,
        );
      }
    };
    const all = ['accept', 'collect', 'deliver'];
    // 3 March, North, small 2 kg: $5.00; picked up after 30 minutes, delivered 45 later.
    await request(north, 'small', '2', all, {
      requested: '2025-03-03T09:00:00Z',
      accepted: '2025-03-03T09:10:00Z',
      picked_up: '2025-03-03T09:30:00Z',
      delivered: '2025-03-03T10:15:00Z',
    });
    // 3 March, North, large 7.2 kg: $5.00 + $5.00 + 3 × $0.50 = $11.50; 50 then 20 minutes.
    await request(north, 'large', '7.2', all, {
      requested: '2025-03-03T11:00:00Z',
      accepted: '2025-03-03T11:05:00Z',
      picked_up: '2025-03-03T11:50:00Z',
      delivered: '2025-03-03T12:10:00Z',
    });
    // 4 March, South, medium 3 kg: $8.00 + $2.00 = $10.00, cancelled.
    await request(south, 'medium', '3', ['accept', 'cancel'], {
      requested: '2025-03-04T08:00:00Z',
      accepted: '2025-03-04T08:05:00Z',
      cancelled: '2025-03-04T08:20:00Z',
    });
    // 4 March, South, small 6 kg: $8.00 + 1 × $0.50 = $8.50; picked up after 40 minutes.
    await request(south, 'small', '6', ['accept', 'collect'], {
      requested: '2025-03-04T14:00:00Z',
      accepted: '2025-03-04T14:10:00Z',
      picked_up: '2025-03-04T14:40:00Z',
    });
    // 2 March at 23:59 UTC, before the period: it counts nowhere.
    await request(north, 'small', '1', all, {
      requested: '2025-03-02T23:59:00Z',
      accepted: '2025-03-03T00:05:00Z',
      picked_up: '2025-03-03T00:30:00Z',
      delivered: '2025-03-03T01:00:00Z',
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('counts requests by state, day and zone, with fees and the minutes of each leg', async () => {
    const res = await dispatcher.get(`/api/dlv-order-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      states: [
        { status: 'picked_up', orders: 1, amount: 850 },
        // $5.00 + $11.50.
        { status: 'delivered', orders: 2, amount: 1650 },
        { status: 'cancelled', orders: 1, amount: 1000 },
      ],
      days: [
        { day: '2025-03-03', placed: 2, completed: 2, cancelled: 0, revenue: 1650, fees: 1650 },
        // Neither of the 4th's requests is delivered: no fees taken yet.
        { day: '2025-03-04', placed: 2, completed: 0, cancelled: 1, revenue: 0, fees: 0 },
      ],
      zones: [
        // Picked up after (30 + 50) / 2 = 40 minutes; delivered (45 + 20) / 2 = 32.5 -> 33.
        {
          zone: 'North',
          placed: 2,
          completed: 2,
          revenue: 1650,
          fees: 1650,
          to_ready: 40,
          to_done: 33,
        },
        // One picked up after 40 minutes, none delivered.
        {
          zone: 'South',
          placed: 2,
          completed: 0,
          revenue: 0,
          fees: 0,
          to_ready: 40,
          to_done: null,
        },
      ],
      // (30 + 50 + 40) / 3 = 40; (45 + 20) / 2 = 32.5 -> 33.
      overall: { to_ready: 40, to_done: 33 },
    });
  });

  it('exports the same figures as CSV and prints them as a PDF', async () => {
    const csv = await dispatcher.get(`/api/dlv-order-report?${PERIOD}&format=csv`);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFBy state',
      'State,Requests,Amount',
      'Picked up,1,8.50',
      'Delivered,2,16.50',
      'Cancelled,1,10.00',
      'Total,4,35.00',
      '',
      'By day',
      'Day,Requests,Delivered,Cancelled,Fees',
      '2025-03-03,2,2,0,16.50',
      '2025-03-04,2,0,1,0.00',
      'Total,4,2,1,16.50',
      '',
      'By zone',
      'Zone,Requests,Delivered,Fees,Minutes to pick up,Minutes to deliver',
      'North,2,2,16.50,40,33',
      'South,2,0,0.00,40,',
      'All zones,4,2,16.50,40,33',
      '',
    ]);
    const pdf = await dispatcher.get(`/api/dlv-order-report/print?${PERIOD}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const figure of ['Courier Request Report', '$16.50', '$35.00', 'North', 'South']) {
      expect(text).toContain(figure);
    }
  });

  it('is brand 8’s and needs generate_reports', async () => {
    const driver = await t.signedIn('driver', 8);
    expect((await driver.get(`/api/dlv-order-report?${PERIOD}`)).statusCode).toBe(403);
    const farm = await t.signedIn('manager', 2);
    expect((await farm.get(`/api/dlv-order-report?${PERIOD}`)).statusCode).toBe(403);
  });
});
