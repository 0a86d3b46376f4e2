/**
 * Voids and refunds of sales, with every figure written out: a refund returns at most what was
 * sold less earlier refunds, never more money than was paid less earlier refunds, two refunds
 * raced never exceed the limit, a voided sale counts nowhere and takes no refund, and the
 * profit and loss statement follows.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The driver also works the farm's till: a role holding record_sales alone, in brand 2. Added
 * before anyone signs in, as the server caches roles for a while.
 */
async function addCashier(t: TestApp): Promise<void> {
  const db = t.database.handle.db;
  await db.execute(sql`insert into roles (name) values ('Cashier')`);
  await db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
    where r.name = 'Cashier' and p.name = 'record_sales'`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r
    where u.email = 'driver@backoffice.test' and r.name = 'Cashier'`);
  await db.execute(sql`insert into brand_user (user_id, brand_id)
    select id, 2 from users where email = 'driver@backoffice.test'`);
}

interface Line {
  id: number;
  sale_item_id: number;
  quantity: number;
}

describe.each(databaseKinds())('farm refunds and voids on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let tray: number;
  let hen: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addCashier(t);
    manager = await t.signedIn('manager', 2);
    const item = async (name: string, price: string, cost: string) => {
      const created = await manager.post('/api/jf-sale-items', {
        form: { name, unit_price: price, unit_cost: cost },
      });
      return created.json().data.id as number;
    };
    tray = await item('Refund tray', '900', '500');
    hen = await item('Refund hen', '600', '250');
  }, 120_000);
  afterAll(async () => t?.close());

  /** A card sale of `trays` trays at $9.00 and `hens` hens at $6.00; answers it and its lines. */
  async function ringUp(trays: number, hens: number, soldOn = '2024-06-03') {
    const lines = [
      ...(trays ? [{ sale_item_id: tray, quantity: trays }] : []),
      ...(hens ? [{ sale_item_id: hen, quantity: hens }] : []),
    ];
    const created = await manager.post('/api/jf-sales', {
      json: { sold_on: soldOn, payment_method: 'card', lines },
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data as { id: number; lines: Line[]; total: number };
    const lineOf = (item: number) => data.lines.find((line) => line.sale_item_id === item) as Line;
    return { id: data.id, total: data.total, trayLine: lineOf(tray), henLine: lineOf(hen) };
  }

  const refund = (id: number, lines: [Line, number][], extra: Record<string, string> = {}) =>
    manager.post(`/api/jf-sales/${id}/refund`, {
      form: {
        reason: 'Cracked in the box',
        restock: '0',
        ...Object.fromEntries(
          lines.flatMap(([line, quantity], i) => [
            [`lines[${i}][sale_line_id]`, String(line.id)],
            [`lines[${i}][quantity]`, String(quantity)],
          ]),
        ),
        ...extra,
      },
    });

  it('refunds in parts up to what was sold: $36.00, then $9.00, then the $27.00 left', async () => {
    const sale = await ringUp(2, 3);
    expect(sale.total).toBe(2 * 900 + 3 * 600);

    const first = await refund(sale.id, [[sale.trayLine, 1]], { restock: '1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'partially_refunded',
      total: 3600,
      refunded_total: 900,
      version: 2,
    });

    // One tray is left of the two: a second refund of two trays answers 422 with what is left.
    const tooMany = await refund(sale.id, [[sale.trayLine, 2]]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      message: 'The quantity may not be greater than 1.',
      errors: { 'lines.0.quantity': ['The quantity may not be greater than 1.'] },
    });
    // The same line twice in one refund counts both times: 1 + 1 of the 1 left.
    const twice = await refund(sale.id, [
      [sale.trayLine, 1],
      [sale.trayLine, 1],
    ]);
    expect(twice.json().errors).toEqual({
      'lines.1.quantity': ['The quantity may not be greater than 0.'],
    });

    // The last tray and the three hens: $9.00 + 3 x $6.00 = $27.00, and the sale is refunded.
    const rest = await refund(
      sale.id,
      [
        [sale.trayLine, 1],
        [sale.henLine, 3],
      ],
      { refunded_on: '2024-06-05' },
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({
      status: 'refunded',
      refunded_total: 900 + 2700,
      version: 3,
    });
    const again = await refund(sale.id, [[sale.henLine, 1]]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Only completed or partly refunded sales can be refunded.',
    });

    // The refunds are kept line by line, and the trail holds each with its input.
    const kept = await t.database.handle.db.execute(
      sql`select r.amount, r.refunded_on::text as refunded_on, r.restock,
                 sum(rl.quantity)::int as quantity
          from jf_sale_refunds r join jf_sale_refund_lines rl on rl.refund_id = r.id
          where r.sale_id = ${sale.id} group by r.id order by r.id`,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([
      { amount: expect.anything(), refunded_on: expect.any(String), restock: true, quantity: 1 },
      { amount: expect.anything(), refunded_on: '2024-06-05', restock: false, quantity: 4 },
    ]);
    // The receipt reads them back, each with what it returned line by line.
    const listed = await manager.get(`/api/jf-sales/${sale.id}/refunds`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      {
        id: expect.any(Number),
        refunded_on: expect.any(String),
        amount: 900,
        reason: 'Cracked in the box',
        restock: true,
        lines: [{ sale_line_id: sale.trayLine.id, quantity: 1, amount: 900 }],
      },
      {
        id: expect.any(Number),
        refunded_on: '2024-06-05',
        amount: 2700,
        reason: 'Cracked in the box',
        restock: false,
        lines: [
          { sale_line_id: sale.trayLine.id, quantity: 1, amount: 900 },
          { sale_line_id: sale.henLine.id, quantity: 3, amount: 1800 },
        ],
      },
    ]);
    const trail = await manager.get(`/api/jf-sales/${sale.id}/audit`);
    const [last, firstRefund] = trail.json().data;
    expect(last).toMatchObject({
      action: 'refund',
      changes: { status: { old: 'partially_refunded', new: 'refunded' } },
      input: { reason: 'Cracked in the box', restock: false, amount: 2700 },
    });
    expect(firstRefund).toMatchObject({
      action: 'refund',
      input: {
        restock: true,
        amount: 900,
        lines: [{ sale_line_id: sale.trayLine.id, quantity: 1 }],
      },
    });
  });

  it('never gives back more money than was paid less earlier refunds', async () => {
    // $36.00 sold; $30.00 was given back before refunds had lines (kept from an older install).
    const sale = await ringUp(2, 3);
    await t.database.handle.db.execute(
      sql`insert into jf_sale_refunds (sale_id, refunded_on, amount, reason)
          values (${sale.id}, '2024-06-03', 3000, 'Goodwill')`,
    );
    // A tray is $9.00, more than the $6.00 left.
    const over = await refund(sale.id, [[sale.trayLine, 1]]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      lines: ['The refund may not be greater than the $6.00 left to refund.'],
    });
    // A hen is $6.00: exactly what is left.
    const hen = await refund(sale.id, [[sale.henLine, 1]]);
    expect(hen.json().data).toMatchObject({ refunded_total: 3600, status: 'refunded' });
  });

  it('lets exactly one of two refunds raced in parallel take the last trays', async () => {
    // 3 trays sold; two cashiers refund 2 trays each at the same moment.
    const sale = await ringUp(3, 0);
    const [a, b] = await Promise.all([
      refund(sale.id, [[sale.trayLine, 2]]),
      refund(sale.id, [[sale.trayLine, 2]]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().errors).toEqual({
      'lines.0.quantity': ['The quantity may not be greater than 1.'],
    });
    const now = await manager.get(`/api/jf-sales/${sale.id}`);
    // 2 trays at $9.00 = $18.00 of the $27.00.
    expect(now.json().data).toMatchObject({
      total: 2700,
      refunded_total: 1800,
      status: 'partially_refunded',
      version: 2,
    });
  });

  it('voids a completed sale with a reason, once', async () => {
    const sale = await ringUp(1, 1);
    const blank = await manager.post(`/api/jf-sales/${sale.id}/void`, { form: { reason: '  ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      message: 'The reason field is required.',
      errors: { reason: ['The reason field is required.'] },
    });
    const voided = await manager.post(`/api/jf-sales/${sale.id}/void`, {
      form: { reason: 'Rung up twice', version: '1' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data).toMatchObject({
      status: 'voided',
      void_reason: 'Rung up twice',
      version: 2,
    });
    const twice = await manager.post(`/api/jf-sales/${sale.id}/void`, {
      form: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Only completed sales can be voided.' });
    const refunded = await refund(sale.id, [[sale.trayLine, 1]]);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toEqual({ message: 'A voided sale cannot be refunded.' });
    const trail = await manager.get(`/api/jf-sales/${sale.id}/audit`);
    expect(trail.json().data[0]).toMatchObject({
      action: 'void',
      changes: {
        status: { old: 'completed', new: 'voided' },
        void_reason: { old: null, new: 'Rung up twice' },
      },
      input: { reason: 'Rung up twice' },
    });
  });

  it('refuses to void a sale with refunds, and an action based on an older version', async () => {
    const sale = await ringUp(2, 0);
    expect((await refund(sale.id, [[sale.trayLine, 1]])).statusCode).toBe(200);
    const voided = await manager.post(`/api/jf-sales/${sale.id}/void`, {
      form: { reason: 'Too late' },
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json()).toEqual({ message: 'A sale with refunds cannot be voided.' });
    // The refund screen was opened at version 1; the sale is at version 2 now.
    const stale = await refund(sale.id, [[sale.trayLine, 1]], { version: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This sale was changed by someone else while you were editing it.',
      data: expect.objectContaining({ id: sale.id, version: 2, refunded_total: 900 }),
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const refundPath = doc.paths['/api/jf-sales/{id}/refund'].post;
    expect(Object.keys(refundPath.responses)).toEqual(
      expect.arrayContaining(['200', '403', '404', '409', '422']),
    );
    expect(doc.paths['/api/jf-sales/{id}/void'].post.summary).toContain('from completed to voided');
  });

  it('checks the refund’s input, each message naming its line', async () => {
    const sale = await ringUp(2, 0);
    const other = await ringUp(1, 0);
    const empty = await manager.post(`/api/jf-sales/${sale.id}/refund`, { form: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      reason: ['The reason field is required.'],
      lines: ['The items returned field is required.'],
    });
    const bad = await manager.post(`/api/jf-sales/${sale.id}/refund`, {
      form: {
        reason: 'Wrong line',
        restock: 'perhaps',
        'lines[0][sale_line_id]': String(other.trayLine.id),
        'lines[0][quantity]': '1',
        'lines[1][quantity]': '0',
      },
    });
    expect(bad.json().errors).toEqual({
      restock: ['The restock field must be true or false.'],
      'lines.1.sale_line_id': ['Line 2: the line field is required.'],
      'lines.1.quantity': ['Line 2: the quantity field must be at least 1.'],
    });
    const foreign = await refund(sale.id, [[other.trayLine, 1]]);
    expect(foreign.json().errors).toEqual({
      'lines.0.sale_line_id': ['Line 1: the selected line is invalid.'],
    });
  });

  it('lets only manage_sales void and refund, in the sale’s brand', async () => {
    const sale = await ringUp(1, 0);
    const hr = await t.signedIn('hr', 2);
    expect(
      (await hr.post(`/api/jf-sales/${sale.id}/void`, { form: { reason: 'x' } })).statusCode,
    ).toBe(403);
    // The permission comes before the input, as Laravel's middleware runs first.
    expect((await hr.post(`/api/jf-sales/${sale.id}/refund`, { form: {} })).statusCode).toBe(403);
    // A cashier (record_sales without manage_sales) sees sales but voids none.
    const cashier = await t.signedIn('driver', 2);
    expect((await cashier.get(`/api/jf-sales/${sale.id}`)).statusCode).toBe(200);
    const refused = await cashier.post(`/api/jf-sales/${sale.id}/void`, { form: { reason: 'x' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    const anonymous = t.agent();
    await anonymous.csrf();
    expect((await anonymous.post(`/api/jf-sales/${sale.id}/void`)).statusCode).toBe(401);
    const noToken = await manager.post(`/api/jf-sales/${sale.id}/void`, {
      form: { reason: 'x' },
      noCsrf: true,
    });
    expect(noToken.statusCode).toBe(419);
    expect(
      (await manager.post('/api/jf-sales/999999/void', { form: { reason: 'x' } })).statusCode,
    ).toBe(404);
    // Sales exist in the poultry brand only: elsewhere the action is refused before any lookup.
    const elsewhere = await t.signedIn('manager', 9);
    const other = await elsewhere.post(`/api/jf-sales/${sale.id}/void`, { form: { reason: 'x' } });
    expect(other.statusCode).toBe(403);
    manager = await t.signedIn('manager', 2);
    const still = await manager.get(`/api/jf-sales/${sale.id}`);
    expect(still.json().data).toMatchObject({ status: 'completed', version: 1 });
  });

  it('counts refunds in the P&L in their period and voided sales nowhere', async () => {
    // July 2019: 2 trays at $9.00 (cost $5.00) and 3 hens at $6.00 (cost $2.50) = $36.00, one
    // tray refunded on 2 July ($9.00); another sale of one tray on 3 July, voided.
    const kept = await ringUp(2, 3, '2019-07-01');
    await refund(kept.id, [[kept.trayLine, 1]], { refunded_on: '2019-07-02' });
    const voided = await ringUp(1, 0, '2019-07-03');
    await manager.post(`/api/jf-sales/${voided.id}/void`, { form: { reason: 'Test sale' } });
    const report = await manager.get('/api/jf-pnl-report?fromDate=2019-07-01&thruDate=2019-07-31');
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({
      revenue: [
        { name: 'Refund hen', value: 3 * 600 },
        { name: 'Refund tray', value: 2 * 900 },
        { name: 'Refunds', value: -900 },
      ],
      cogs: [
        { name: 'Refund hen', value: 3 * 250 },
        { name: 'Refund tray', value: 2 * 500 },
      ],
      variable: [],
      fixed: [],
      totals: {
        revenue: 1800 + 1800 - 900,
        cogs: 750 + 1000,
        gross: 2700 - 1750,
        expense: 0,
        net: 950,
      },
    });
    // The refund counts in the month it was made: a period of 2 July alone shows only it.
    const second = await manager.get('/api/jf-pnl-report?fromDate=2019-07-02&thruDate=2019-07-02');
    expect(second.json().totals.revenue).toBe(-900);
  });
});
