/**
 * The Sales Report from sales rung up, refunded and voided through the API, every figure
 * written out: per day and item, by payment method, and the CSV and PDF with the same figures.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The text a PDF shows: every `(…) Tj` string of its content streams (written uncompressed). */
function pdfText(bytes: Buffer): string {
  return [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

const PERIOD = 'fromDate=2023-03-01&thruDate=2023-03-31';

describe.each(databaseKinds())('the Sales Report on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const item = async (name: string, price: string) =>
      (
        await manager.post('/api/jf-sale-items', {
          form: { name, unit_price: price, unit_cost: '100' },
        })
      ).json().data.id as number;
    const tray = await item('Report tray', '900');
    const hen = await item('Report hen', '600');
    const sell = async (
      soldOn: string,
      method: string,
      lines: { sale_item_id: number; quantity: number }[],
      extra: Record<string, unknown> = {},
    ) => {
      const created = await manager.post('/api/jf-sales', {
        json: { sold_on: soldOn, payment_method: method, lines, ...extra },
      });
      expect(created.statusCode).toBe(201);
      return created.json().data as { id: number; lines: { id: number; sale_item_id: number }[] };
    };
    // 1 March, cash: 2 trays ($18.00) and 1 hen ($6.00); $24.00 tendered exactly.
    const first = await sell(
      '2023-03-01',
      'cash',
      [
        { sale_item_id: tray, quantity: 2 },
        { sale_item_id: hen, quantity: 1 },
      ],
      { amount_tendered: 2400 },
    );
    // 1 March, card: 3 trays ($27.00).
    await sell('2023-03-01', 'card', [{ sale_item_id: tray, quantity: 3 }]);
    // 2 March, card: 5 hens ($30.00), then voided: it counts nowhere.
    const voided = await sell('2023-03-02', 'card', [{ sale_item_id: hen, quantity: 5 }]);
    expect(
      (await manager.post(`/api/jf-sales/${voided.id}/void`, { json: { reason: 'Keyed twice' } }))
        .statusCode,
    ).toBe(200);
    // 28 February, mobile money: 1 tray ($9.00), outside the period...
    const before = await sell('2023-02-28', 'mobile_money', [{ sale_item_id: tray, quantity: 1 }]);
    // ...refunded on 3 March: the $9.00 counts on 3 March, the sale does not.
    const beforeLine = before.lines[0]?.id as number;
    expect(
      (
        await manager.post(`/api/jf-sales/${before.id}/refund`, {
          json: {
            reason: 'Cracked',
            restock: 0,
            refunded_on: '2023-03-03',
            lines: [{ sale_line_id: beforeLine, quantity: 1 }],
          },
        })
      ).statusCode,
    ).toBe(200);
    // The first sale's hen is refunded on 2 March: $6.00.
    const henLine = first.lines.find((line) => line.sale_item_id === hen)?.id as number;
    expect(
      (
        await manager.post(`/api/jf-sales/${first.id}/refund`, {
          json: {
            reason: 'Changed mind',
            restock: 1,
            refunded_on: '2023-03-02',
            lines: [{ sale_line_id: henLine, quantity: 1 }],
          },
        })
      ).statusCode,
    ).toBe(200);
  }, 120_000);
  afterAll(async () => t?.close());

  it('sums units, gross, refunds and net per day and item, and by payment method', async () => {
    const res = await manager.get(`/api/jf-sale-report?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      days: [
        // 2 + 3 trays at $9.00 = $45.00; 1 hen at $6.00.
        { day: '2023-03-01', item: 'Report hen', units: 1, gross: 600, refunds: 0, net: 600 },
        { day: '2023-03-01', item: 'Report tray', units: 5, gross: 4500, refunds: 0, net: 4500 },
        // The hen given back on 2 March; the voided sale of that day counts nowhere.
        { day: '2023-03-02', item: 'Report hen', units: 0, gross: 0, refunds: 600, net: -600 },
        { day: '2023-03-03', item: 'Report tray', units: 0, gross: 0, refunds: 900, net: -900 },
      ],
      methods: [
        { method: 'card', sales: 1, gross: 2700, refunds: 0, net: 2700 },
        // Cash: $24.00 sold, $6.00 given back.
        { method: 'cash', sales: 1, gross: 2400, refunds: 600, net: 1800 },
        // Mobile money: the sale fell before the period, its refund within it.
        { method: 'mobile_money', sales: 0, gross: 0, refunds: 900, net: -900 },
      ],
    });
  });

  it('exports the same figures as CSV and prints them as a PDF', async () => {
    const csv = await manager.get(`/api/jf-sale-report?${PERIOD}&format=csv`);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="jf-sale-report_2023-03-01_2023-03-31.csv"',
    );
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFBy day and item',
      'Day,Item,Units,Gross,Refunds,Net',
      '2023-03-01,Report hen,1,6.00,0.00,6.00',
      '2023-03-01,Report tray,5,45.00,0.00,45.00',
      '2023-03-02,Report hen,0,0.00,6.00,-6.00',
      '2023-03-03,Report tray,0,0.00,9.00,-9.00',
      // 6 units; $51.00 sold, $15.00 given back, $36.00 net.
      'Total,,6,51.00,15.00,36.00',
      '',
      'By payment method',
      'Payment method,Sales,Gross,Refunds,Net',
      'Card,1,27.00,0.00,27.00',
      'Cash,1,24.00,6.00,18.00',
      'Mobile money,0,0.00,9.00,-9.00',
      'Total,2,51.00,15.00,36.00',
      '',
    ]);
    const pdf = await manager.get(`/api/jf-sale-report/print?${PERIOD}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const figure of ['Sales Report', '$45.00', '-$9.00', '$51.00', '$15.00', '$36.00']) {
      expect(text).toContain(figure);
    }
  });

  it('is the poultry brand’s and needs generate_reports', async () => {
    const hr = await t.signedIn('hr', 2);
    expect((await hr.get(`/api/jf-sale-report?${PERIOD}`)).statusCode).toBe(403);
    const elsewhere = await t.signedIn('manager', 9);
    expect((await elsewhere.get(`/api/jf-sale-report?${PERIOD}`)).statusCode).toBe(403);
  });
});
