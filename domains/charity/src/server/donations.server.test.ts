/**
 * Donations and the stock of package items, on PGlite and PostgreSQL: a worked example written
 * out figure by figure (in-kind donations, a purchase, edited donations, a void, a distribution
 * that makes a void impossible), the kinds' rules, receipt numbers under concurrent creates,
 * and the printed receipt.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The text a PDF shows: every `(…) Tj` string of its content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

describe.each(databaseKinds())('donations and stock on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let rice: number;
  let oil: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
    const type = await manager.post('/api/package-item-types', { form: { name: 'Food' } });
    const typeId = String(type.json().data.id);
    const made = async (name: string, unit: string, cost: string) => {
      const res = await manager.post('/api/package-items', {
        form: { name, type_id: typeId, unit, unit_cost: cost },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as number;
    };
    rice = await made('Rice (5 kg bag)', 'bag', '650');
    oil = await made('Cooking oil', 'litre', '250');
  }, 120_000);
  afterAll(async () => t?.close());

  const stock = async () => {
    const res = await manager.get('/api/package-items?sort=name&direction=asc');
    return Object.fromEntries(
      (res.json().data as { name: string; on_hand: number }[]).map((r) => [r.name, r.on_hand]),
    );
  };
  const inKind = (day: string, lines: [number, number][], extra: Record<string, string> = {}) => {
    const form: Record<string, string> = {
      donor: 'Grace Okafor',
      received_on: day,
      kind: 'in_kind',
      ...extra,
    };
    for (const [i, [item, quantity]] of lines.entries()) {
      form[`lines[${i}][package_item_id]`] = String(item);
      form[`lines[${i}][quantity]`] = String(quantity);
    }
    return form;
  };

  it('keeps on hand as the sum of movements, through a worked example', async () => {
    expect(await stock()).toEqual({ 'Cooking oil': 0, 'Rice (5 kg bag)': 0 });

    // 1. Donation A, 2 March: 100 bags of rice and 40 litres of oil. Rice 0 + 100 = 100;
    //    oil 0 + 40 = 40. Valued at the items' unit costs: 100 x $6.50 + 40 x $2.50 = $750.00.
    const a = await manager.post('/api/donations', {
      form: inKind('2026-03-02', [
        [rice, 100],
        [oil, 40],
      ]),
    });
    expect(a.statusCode).toBe(201);
    const donationA = a.json().data;
    expect(donationA.total_value).toBe(75_000);
    expect(donationA.lines.map((l: { unit_value: number }) => l.unit_value)).toEqual([650, 250]);
    expect(await stock()).toEqual({ 'Cooking oil': 40, 'Rice (5 kg bag)': 100 });

    // 2. Donation B, 5 March: 50 bags of rice. Rice 100 + 50 = 150.
    const b = await manager.post('/api/donations', { form: inKind('2026-03-05', [[rice, 50]]) });
    const donationB = b.json().data;
    expect(await stock()).toEqual({ 'Cooking oil': 40, 'Rice (5 kg bag)': 150 });

    // 3. A purchase, 6 March: 200 bags at $6.10. Rice 150 + 200 = 350.
    const bought = await manager.post(`/api/package-items/${rice}/purchase`, {
      form: {
        quantity: '200',
        unit_cost: '610',
        purchased_on: '2026-03-06',
        supplier: 'Kano Grain Traders',
        reference: 'PO-118',
      },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data.on_hand).toBe(350);
    // The item's own unit cost stays as typed; the purchase keeps what it cost.
    expect(bought.json().data.unit_cost).toBe(650);

    // 4. Donation A corrected: 80 bags of rice (not 100), 45 litres of oil (not 40).
    //    Rice 350 - 20 = 330; oil 40 + 5 = 45.
    const editedA = await manager.put(`/api/donations/${donationA.id}`, {
      form: {
        ...inKind('2026-03-02', [
          [rice, 80],
          [oil, 45],
        ]),
        version: String(donationA.version),
      },
    });
    expect(editedA.statusCode).toBe(200);
    expect(await stock()).toEqual({ 'Cooking oil': 45, 'Rice (5 kg bag)': 330 });

    // 5. Donation B was oil, not rice: 10 litres. Rice 330 - 50 = 280; oil 45 + 10 = 55.
    await manager.put(`/api/donations/${donationB.id}`, {
      form: inKind('2026-03-05', [[oil, 10]]),
    });
    expect(await stock()).toEqual({ 'Cooking oil': 55, 'Rice (5 kg bag)': 280 });

    // 6. A change of the donor alone moves no stock.
    await manager.put(`/api/donations/${donationB.id}`, { form: { donor: 'Grace N. Okafor' } });
    expect(await stock()).toEqual({ 'Cooking oil': 55, 'Rice (5 kg bag)': 280 });

    // 7. Donation A voided: its 80 bags and 45 litres go back out. Rice 280 - 80 = 200;
    //    oil 55 - 45 = 10. Its value counts nowhere; its receipt number stays.
    const voided = await manager.post(`/api/donations/${donationA.id}/void`, {
      form: { reason: 'Recorded twice: the goods are on donation B.' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data).toMatchObject({
      status: 'void',
      total_value: 0,
      receipt_number: donationA.receipt_number,
    });
    expect(await stock()).toEqual({ 'Cooking oil': 10, 'Rice (5 kg bag)': 200 });
    const again = await manager.put(`/api/donations/${donationA.id}`, { form: { donor: 'X' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A void donation cannot be changed.');

    // The rice's ledger, newest first, with the balance after each movement. A correction
    // counts on its donation's day (the goods came that day), a void on the day it is voided:
    // 2 Mar +100 (A) 100, 2 Mar -20 (A changed) 80, 5 Mar +50 (B) 130, 5 Mar -50 (B changed) 80,
    // 6 Mar +200 (purchase) 280, today -80 (A voided) 200.
    const view = await manager.get(`/api/package-items/${rice}/movements`);
    expect(view.statusCode).toBe(200);
    const rows = view
      .json()
      .data.movements.map((m: { source: string; quantity: number; balance: number }) => [
        m.source,
        m.quantity,
        m.balance,
      ]);
    expect(rows).toEqual([
      ['donation_void', -80, 200],
      ['purchase', 200, 280],
      ['donation_change', -50, 80],
      ['donation', 50, 130],
      ['donation_change', -20, 80],
      ['donation', 100, 100],
    ]);
    expect(view.json().data).toMatchObject({ total: 6, on_hand: 200 });
    expect(view.json().data.movements[1]).toMatchObject({
      unit_cost: 610,
      note: 'Kano Grain Traders, PO-118',
      reference: null,
    });
    expect(view.json().data.movements[5].reference).toBe(donationA.receipt_number);

    // The list's stock value: rice 200 x $6.50 = $1,300.00; oil 10 x $2.50 = $25.00.
    const list = await manager.get('/api/package-items?sort=on_hand&direction=desc');
    expect(list.json().data.map((r: { stock_value: number }) => r.stock_value)).toEqual([
      130_000, 2_500,
    ]);
    expect(list.json().totals).toEqual({ stock_value: 132_500 });
  });

  it('never takes stock below zero: a donation whose items were handed out cannot be voided', async () => {
    // Donation C: 30 litres of oil (10 + 30 = 40); then 35 litres handed out (40 - 35 = 5),
    // written into the ledger as projects' fulfilment will write it.
    const c = await manager.post('/api/donations', { form: inKind('2026-03-10', [[oil, 30]]) });
    const donationC = c.json().data;
    await t.database.handle.db.execute(sql`insert into package_item_movements
      (brand_id, package_item_id, moved_on, quantity, source) values (1, ${oil}, '2026-03-11', -35, 'distribution')`);
    expect((await stock())['Cooking oil']).toBe(5);

    // Voiding C would take 30 out of 5: refused, nothing moves.
    const voided = await manager.post(`/api/donations/${donationC.id}/void`, {
      form: { reason: 'Wrong donor' },
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(
      'Cooking oil has 5 litre on hand, so 30 litre cannot be taken out: stock never goes below zero.',
    );
    // Cutting C to 20 litres would take 10 out of 5: refused under the items.
    const cut = await manager.put(`/api/donations/${donationC.id}`, {
      form: inKind('2026-03-10', [[oil, 20]]),
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors.lines).toEqual([
      'Cooking oil has 5 litre on hand, so 10 litre cannot be taken out: stock never goes below zero.',
    ]);
    // Cutting it to 26 takes 4 of the 5: allowed, 1 left.
    const ok = await manager.put(`/api/donations/${donationC.id}`, {
      form: inKind('2026-03-10', [[oil, 26]]),
    });
    expect(ok.statusCode).toBe(200);
    expect((await stock())['Cooking oil']).toBe(1);

    // An item with movements keeps its history.
    const gone = await manager.delete(`/api/package-items/${oil}`);
    expect(gone.statusCode).toBe(409);
  });

  it('asks a cash donation for its amount and method, and an in-kind one for items', async () => {
    const cash = await manager.post('/api/donations', {
      form: { donor: 'Tunde Bakare', received_on: '2026-03-12', kind: 'cash' },
    });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors).toEqual({
      amount: ['The amount field is required when the kind is cash.'],
      payment_method: ['The payment method field is required when the kind is cash.'],
    });
    const withItems = await manager.post('/api/donations', {
      form: {
        ...inKind('2026-03-12', [[rice, 1]]),
        kind: 'cash',
        amount: '5000',
        payment_method: 'bank_transfer',
      },
    });
    expect(withItems.json().errors).toEqual({
      lines: ['A cash donation has no items: choose "In kind" to record items.'],
    });
    const empty = await manager.post('/api/donations', { form: inKind('2026-03-12', []) });
    expect(empty.json().errors).toEqual({
      lines: ['An in-kind donation needs at least one item.'],
    });
    const twice = await manager.post('/api/donations', {
      form: inKind('2026-03-12', [
        [rice, 1],
        [rice, 2],
      ]),
    });
    expect(twice.json().errors).toEqual({
      'lines.1.package_item_id': ['Line 2: the package item field has a duplicate value.'],
    });

    const ok = await manager.post('/api/donations', {
      form: {
        donor: 'Tunde Bakare',
        received_on: '2026-03-12',
        kind: 'cash',
        amount: '25000',
        payment_method: 'bank_transfer',
        // An amount with items typed and then switched to cash keeps no stray amount: the
        // in-kind values are dropped server-side.
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ total_value: 25_000, lines: [] });

    // Switched to in kind: the amount and method go, the items come in.
    const before = Number((await stock())['Rice (5 kg bag)']);
    const switched = await manager.put(`/api/donations/${ok.json().data.id}`, {
      form: inKind('2026-03-12', [[rice, 4]]),
    });
    expect(switched.json().data).toMatchObject({
      kind: 'in_kind',
      amount: null,
      payment_method: null,
      total_value: 2_600,
    });
    expect((await stock())['Rice (5 kg bag)']).toBe(before + 4);
    // And back to cash: the items go back out.
    const back = await manager.put(`/api/donations/${ok.json().data.id}`, {
      form: { kind: 'cash', amount: '25000', payment_method: 'cash' },
    });
    expect(back.json().data).toMatchObject({ kind: 'cash', lines: [], total_value: 25_000 });
    expect((await stock())['Rice (5 kg bag)']).toBe(before);
  });

  it('prints a receipt', async () => {
    const made = await manager.post('/api/donations', {
      form: inKind(
        '2026-03-14',
        [
          [rice, 12],
          [oil, 1],
        ],
        { donor: 'St. Mary Parish', donor_contact: 'office@stmary.test', notes: 'For Maiduguri' },
      ),
    });
    const donation = made.json().data;
    const res = await manager.get(`/api/donations/${donation.id}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${donation.receipt_number}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Donation receipt ${donation.receipt_number}`);
    expect(text).toContain('St. Mary Parish');
    expect(text).toContain('Rice (5 kg bag)');
    expect(text).toContain('12 bag');
    // 12 x $6.50 + 1 x $2.50 = $80.50.
    expect(text).toContain('$80.50');
    expect(text).toContain('For Maiduguri');
  });
});

describe.each(databaseKinds())('receipt numbers on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
  }, 120_000);
  afterAll(async () => t?.close());

  const cash = (extra: Record<string, string> = {}) => ({
    form: {
      donor: 'Ngozi Eze',
      received_on: '2026-04-01',
      kind: 'cash',
      amount: '1000',
      payment_method: 'mobile_money',
      ...extra,
    },
  });

  it('gives 12 raced creates RCT-000001 to RCT-000012, and a refused create takes none', async () => {
    const raced = await Promise.all(
      Array.from({ length: 12 }, () => manager.post('/api/donations', cash())),
    );
    expect(raced.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const numbers = raced.map((res) => res.json().data.receipt_number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, i) => `RCT-${String(i + 1).padStart(6, '0')}`),
    );

    // Refused by the validator, then by the hook: no number taken.
    expect((await manager.post('/api/donations', cash({ donor: '' }))).statusCode).toBe(422);
    expect((await manager.post('/api/donations', cash({ amount: '' }))).statusCode).toBe(422);
    // A receipt number sent is ignored.
    const next = await manager.post('/api/donations', cash({ receipt_number: 'RCT-999999' }));
    expect(next.json().data.receipt_number).toBe('RCT-000013');

    // Another brand has no donations at all.
    const farm = await t.signedIn('manager', 2);
    expect((await farm.post('/api/donations', cash())).statusCode).toBe(403);
  });
});
