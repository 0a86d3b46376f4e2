/**
 * Sales rung up through the API: lines validated with dotted messages, prices and costs copied
 * from the item at the time of sale, totals computed in SQL, cash needing enough tendered, and a
 * sale never changed or deleted. Every figure is written out.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { recordPageSchema, recordResponseSchema } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesResource } from '../../resources/sales';

const sale = recordResponseSchema(salesResource);
const salePage = recordPageSchema(salesResource);

describe.each(databaseKinds())('farm sales on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let tray: number;
  let hen: number;
  let retired: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const item = async (name: string, price: string, cost: string, active = '1') => {
      const created = await manager.post('/api/jf-sale-items', {
        form: { name, unit_price: price, unit_cost: cost, active },
      });
      expect(created.statusCode).toBe(201);
      return created.json().data.id as number;
    };
    tray = await item('Sales tray', '900', '500');
    hen = await item('Sales hen', '600', '250');
    retired = await item('Retired crate', '1500', '900', '0');
  }, 120_000);
  afterAll(async () => t?.close());

  it('rings up 2 trays at $9.00 and 3 hens at $6.00 = $36.00, change $4.00 from $40.00', async () => {
    const created = await manager.post('/api/jf-sales', {
      form: {
        sold_on: '2024-05-06',
        payment_method: 'cash',
        amount_tendered: '4000',
        'lines[0][sale_item_id]': String(tray),
        'lines[0][quantity]': '2',
        // Prices, names and the state are the server's: these are ignored.
        'lines[0][unit_price]': '1',
        'lines[0][name]': 'Free eggs',
        'lines[1][sale_item_id]': String(hen),
        'lines[1][quantity]': '3',
        status: 'voided',
      },
    });
    expect(created.statusCode).toBe(201);
    const data = sale.parse(created.json()).data;
    expect(data).toMatchObject({
      sold_on: '2024-05-06',
      payment_method: 'cash',
      amount_tendered: 4000,
      status: 'completed',
      void_reason: null,
      total: 2 * 900 + 3 * 600,
      refunded_total: 0,
      change_due: 4000 - 3600,
      version: 1,
    });
    expect(data.lines).toEqual([
      {
        id: expect.any(Number),
        sale_item_id: tray,
        quantity: 2,
        name: 'Sales tray',
        unit_price: 900,
        unit_cost: 500,
        inventory_id: null,
        stock_units: null,
      },
      {
        id: expect.any(Number),
        sale_item_id: hen,
        quantity: 3,
        name: 'Sales hen',
        unit_price: 600,
        unit_cost: 250,
        inventory_id: null,
        stock_units: null,
      },
    ]);
    // The trail keeps the lines with the sale.
    const trail = await manager.get(`/api/jf-sales/${data.id}/audit`);
    expect(trail.json().data[0]).toMatchObject({
      action: 'created',
      changes: { status: { old: null, new: 'completed' } },
      input: {
        lines: [
          { quantity: 2, unit_price: 900 },
          { quantity: 3, unit_price: 600 },
        ],
      },
    });
  });

  it('keeps the price of the time of sale when the item’s price changes afterwards', async () => {
    const item = await manager.post('/api/jf-sale-items', {
      form: { name: 'Price tray', unit_price: '900', unit_cost: '500' },
    });
    const itemId = item.json().data.id;
    const sold = await manager.post('/api/jf-sales', {
      json: {
        sold_on: '2024-05-07',
        payment_method: 'card',
        amount_tendered: 99999,
        lines: [{ sale_item_id: itemId, quantity: 4 }],
      },
    });
    expect(sold.statusCode).toBe(201);
    // A card sale keeps no amount tendered and gives no change.
    expect(sold.json().data).toMatchObject({
      total: 3600,
      amount_tendered: null,
      change_due: null,
    });
    const repriced = await manager.put(`/api/jf-sale-items/${itemId}`, {
      form: { unit_price: '1100', unit_cost: '600' },
    });
    expect(repriced.json().data).toMatchObject({ unit_price: 1100, version: 2 });
    const after = await manager.get(`/api/jf-sales/${sold.json().data.id}`);
    expect(after.json().data.total).toBe(4 * 900);
    expect(after.json().data.lines[0]).toMatchObject({ unit_price: 900, unit_cost: 500 });
    // A new sale takes the new price: 4 at $11.00 = $44.00.
    const later = await manager.post('/api/jf-sales', {
      json: {
        sold_on: '2024-05-08',
        payment_method: 'card',
        lines: [{ sale_item_id: itemId, quantity: 4 }],
      },
    });
    expect(later.json().data.total).toBe(4 * 1100);
  });

  it('answers Laravel messages naming the line for bad lines', async () => {
    const none = await manager.post('/api/jf-sales', {
      form: { sold_on: '2024-05-06', payment_method: 'card' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      message: 'The items field is required.',
      errors: { lines: ['The items field is required.'] },
    });
    const bad = await manager.post('/api/jf-sales', {
      form: {
        sold_on: '2024-02-30',
        payment_method: 'cheque',
        'lines[0][quantity]': '0',
        'lines[1][sale_item_id]': '999999',
        'lines[1][quantity]': '1.5',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      sold_on: ['The date field must be a valid date.'],
      payment_method: ['The selected payment method is invalid.'],
      'lines.0.sale_item_id': ['Line 1: the item field is required.'],
      'lines.0.quantity': ['Line 1: the quantity field must be at least 1.'],
      'lines.1.quantity': ['Line 2: the quantity field must be an integer.'],
      'lines.1.sale_item_id': ['Line 2: the selected item is invalid.'],
    });
    expect(bad.json().message).toBe('The date field must be a valid date. (and 5 more errors)');
    expect(Object.keys(bad.json().errors)).toEqual([
      'sold_on',
      'payment_method',
      'lines.0.sale_item_id',
      'lines.0.quantity',
      'lines.1.quantity',
      // Whether a record exists is asked of the database once the rules pass.
      'lines.1.sale_item_id',
    ]);
    // An item no longer for sale is refused where it stands.
    const inactive = await manager.post('/api/jf-sales', {
      form: {
        sold_on: '2024-05-06',
        payment_method: 'card',
        'lines[0][sale_item_id]': String(tray),
        'lines[0][quantity]': '1',
        'lines[1][sale_item_id]': String(retired),
        'lines[1][quantity]': '1',
      },
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toEqual({
      'lines.1.sale_item_id': ['Line 2: the selected item is invalid.'],
    });
  });

  it('needs an amount tendered of at least the total for cash', async () => {
    const lines = {
      'lines[0][sale_item_id]': String(tray),
      'lines[0][quantity]': '2',
      'lines[1][sale_item_id]': String(hen),
      'lines[1][quantity]': '3',
    };
    const missing = await manager.post('/api/jf-sales', {
      form: { sold_on: '2024-05-06', payment_method: 'cash', ...lines },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      amount_tendered: ['The amount tendered field is required when payment method is cash.'],
    });
    // $35.99 for $36.00 is short by a cent; $36.00 exactly gives no change.
    const short = await manager.post('/api/jf-sales', {
      form: { sold_on: '2024-05-06', payment_method: 'cash', amount_tendered: '3599', ...lines },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      message: 'The amount tendered must be at least the total.',
      errors: { amount_tendered: ['The amount tendered must be at least the total.'] },
    });
    const exact = await manager.post('/api/jf-sales', {
      form: { sold_on: '2024-05-06', payment_method: 'cash', amount_tendered: '3600', ...lines },
    });
    expect(exact.json().data).toMatchObject({ total: 3600, change_due: 0 });
  });

  it('lists, sorts and filters by the computed total, and exports it', async () => {
    const list = await manager.get(
      '/api/jf-sales?filter[total][from]=3600&filter[total][to]=3600&sort=total&filter[sold_on]=2024-05-06',
    );
    expect(list.statusCode).toBe(200);
    const page = salePage.parse(list.json());
    expect(page.total).toBe(2);
    expect(page.data.map((row) => row.total)).toEqual([3600, 3600]);
    expect(page.data[0]?.lines).toHaveLength(2);
    const bigFirst = salePage.parse(
      (await manager.get('/api/jf-sales?sort=total&direction=desc&per_page=1')).json(),
    );
    expect(bigFirst.data[0]?.total).toBe(4 * 1100);
    const csv = await manager.get('/api/jf-sales?format=csv&filter[payment_method]=cash');
    const [header, first] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID,Date,Customer,Payment method,Amount tendered,Status,Void reason,Total,Refunded,Sold (voids excluded),Net,Change due,Created at',
    );
    expect(first).toMatch(
      /^\d+,2024-05-06,,cash,40\.00,completed,,36\.00,0\.00,36\.00,36\.00,4\.00,/,
    );
    const unknown = await manager.get('/api/jf-sales?filter[total]=cheap');
    expect(unknown.json().errors).toEqual({
      'filter.total': ['The filter.total field must be an integer.'],
    });
  });

  it('answers the totals of every sale the filters match with each page', async () => {
    const sell = async (lines: { sale_item_id: number; quantity: number }[], extra = {}) =>
      (
        await manager.post('/api/jf-sales', {
          json: { sold_on: '2024-08-01', payment_method: 'card', lines, ...extra },
        })
      ).json().data as { id: number; lines: { id: number }[] };
    // A tray ($9.00); two hens ($12.00), one given back ($6.00); a tray in cash, voided.
    await sell([{ sale_item_id: tray, quantity: 1 }]);
    const hens = await sell([{ sale_item_id: hen, quantity: 2 }]);
    await manager.post(`/api/jf-sales/${hens.id}/refund`, {
      json: {
        reason: 'One hen back',
        restock: 0,
        lines: [{ sale_line_id: hens.lines[0]?.id, quantity: 1 }],
      },
    });
    const voided = await sell([{ sale_item_id: tray, quantity: 1 }], {
      payment_method: 'cash',
      amount_tendered: 900,
    });
    await manager.post(`/api/jf-sales/${voided.id}/void`, { json: { reason: 'Keyed twice' } });

    const page = await manager.get('/api/jf-sales?filter[sold_on]=2024-08-01&per_page=1');
    expect(page.statusCode).toBe(200);
    const answer = salePage.parse(page.json());
    expect(answer.data).toHaveLength(1);
    // Sold $9.00 + $12.00 (the voided $9.00 counts nowhere) = $21.00; refunded $6.00;
    // net $9.00 + $6.00 + $0.00 = $15.00.
    expect(page.json().totals).toEqual({ sold_total: 2100, refunded_total: 600, net_total: 1500 });
    const card = await manager.get(
      '/api/jf-sales?filter[sold_on]=2024-08-01&filter[payment_method]=card',
    );
    expect(card.json().totals).toEqual({ sold_total: 2100, refunded_total: 600, net_total: 1500 });
    const voids = await manager.get(
      '/api/jf-sales?filter[sold_on]=2024-08-01&filter[status]=voided',
    );
    expect(voids.json().totals).toEqual({ sold_total: 0, refunded_total: 0, net_total: 0 });
  });

  it('is never changed or deleted: those endpoints answer 405', async () => {
    const [first] = salePage.parse((await manager.get('/api/jf-sales')).json()).data;
    const id = first?.id;
    const put = await manager.put(`/api/jf-sales/${id}`, { form: { payment_method: 'card' } });
    expect(put.statusCode).toBe(405);
    expect(put.json()).toEqual({ message: 'The PUT method is not supported for this route.' });
    expect((await manager.send('PATCH', `/api/jf-sales/${id}`, { json: {} })).statusCode).toBe(405);
    const spoofed = await manager.post(`/api/jf-sales/${id}`, { form: { _method: 'PUT' } });
    expect(spoofed.statusCode).toBe(405);
    const removed = await manager.delete(`/api/jf-sales/${id}`);
    expect(removed.statusCode).toBe(405);
    expect(removed.json()).toEqual({
      message: 'The DELETE method is not supported for this route.',
    });
    expect((await manager.get(`/api/jf-sales/${id}`)).statusCode).toBe(200);
  });

  it('is the poultry brand’s only, behind record_sales', async () => {
    const hr = await t.signedIn('hr', 2);
    expect((await hr.get('/api/jf-sales')).statusCode).toBe(403);
    expect((await hr.post('/api/jf-sales', { form: { sold_on: '2024-05-06' } })).statusCode).toBe(
      403,
    );
    expect((await hr.get('/api/jf-sale-items')).statusCode).toBe(403);
    expect((await t.agent().get('/api/jf-sales')).statusCode).toBe(401);
    expect((await manager.get('/api/jf-sales/999999')).statusCode).toBe(404);
    // The active brand belongs to the user: this moves the manager's, so it comes last.
    const elsewhere = await t.signedIn('manager', 9);
    expect((await elsewhere.get('/api/jf-sales')).statusCode).toBe(403);
  });
});
