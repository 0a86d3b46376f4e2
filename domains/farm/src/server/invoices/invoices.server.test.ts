/**
 * Invoices and estimates through the API, every figure written out: lines priced from the item
 * or by hand, totals and balances computed in SQL, payments never above the balance with the
 * state following them, void only while nothing is paid, estimates converted or declined, the
 * overdue flag, the rules of a change, permissions and brands, and the printed invoice.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { addDays, recordPageSchema, recordResponseSchema } from '@backoffice/contract';
import { businessToday } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesResource } from '../../resources/invoices';

const invoice = recordResponseSchema(invoicesResource);
const invoicePage = recordPageSchema(invoicesResource);

/** The text a PDF shows: every `(…) Tj` string of its content streams (written uncompressed). */
function pdfText(bytes: Buffer): string {
  return [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('farm invoices on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let customer: number;
  let tray: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const created = await manager.post('/api/customers', {
      form: { name: 'Invoice Grocery', email: 'grocery@example.test', address: '12 Mill Road' },
    });
    expect(created.statusCode).toBe(201);
    customer = created.json().data.id;
    const item = await manager.post('/api/jf-sale-items', {
      form: { name: 'Invoice tray', unit_price: '900', unit_cost: '540' },
    });
    expect(item.statusCode).toBe(201);
    tray = item.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  /** An invoice of 10 trays (item price $9.00), $12.50 delivery, 3 crates at $3.75: $113.75. */
  const threeLines = () => ({
    'lines[0][description]': 'Trays of large eggs',
    'lines[0][sale_item_id]': String(tray),
    'lines[0][quantity]': '10',
    'lines[1][description]': 'Delivery',
    'lines[1][quantity]': '1',
    'lines[1][unit_price]': '1250',
    'lines[2][description]': 'Crates',
    'lines[2][quantity]': '3',
    'lines[2][unit_price]': '375',
  });

  /** A record as answered (checked against the definition's schema), with its id typed. */
  type Doc = Record<string, unknown> & { id: number; number: string };

  async function create(form: Record<string, string>): Promise<Doc> {
    const res = await manager.post('/api/jf-invoices', { form });
    expect(res.statusCode, res.body).toBe(201);
    return invoice.parse(res.json()).data as Doc;
  }

  const newInvoice = (extra: Record<string, string> = {}) =>
    create({
      type: 'invoice',
      customer_id: String(customer),
      issued_on: '2024-06-03',
      due_on: '2024-07-03',
      ...threeLines(),
      ...extra,
    });

  const pay = (id: number, amount: string, extra: Record<string, string> = {}) =>
    manager.post(`/api/jf-invoices/${id}/payments`, {
      form: { paid_on: '2024-06-10', amount, method: 'bank_transfer', ...extra },
    });

  it('totals 3 lines at $113.75, takes $50.00 (balance $63.75), refuses $63.76, then is paid by $63.75', async () => {
    const data = await newInvoice({ notes: 'Thank you', status: 'paid', number: 'X-1' });
    // 10 x $9.00 (the item's price, copied with its cost $5.40) + 1 x $12.50 + 3 x $3.75.
    expect(data).toMatchObject({
      type: 'invoice',
      status: 'unpaid',
      total: 11_375,
      paid: 0,
      balance: 11_375,
      overdue: 1, // due 2024-07-03, long past
      version: 1,
    });
    expect(data.number).toMatch(/^INV-\d{6}$/);
    expect(data.lines).toMatchObject([
      { description: 'Trays of large eggs', quantity: 10, unit_price: 900, unit_cost: 540 },
      { description: 'Delivery', quantity: 1, unit_price: 1250, unit_cost: 0 },
      { description: 'Crates', quantity: 3, unit_price: 375, unit_cost: 0 },
    ]);

    const first = await pay(data.id, '5000', { reference: 'TX-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(invoice.parse(first.json()).data).toMatchObject({
      status: 'partially_paid',
      total: 11_375,
      paid: 5_000,
      balance: 6_375,
      overdue: 1,
      version: 2,
    });

    const over = await pay(data.id, '6376');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'The amount may not be greater than the balance of $63.75.',
      errors: { amount: ['The amount may not be greater than the balance of $63.75.'] },
    });

    const second = await pay(data.id, '6375', { method: 'cash' });
    expect(second.statusCode).toBe(200);
    expect(invoice.parse(second.json()).data).toMatchObject({
      status: 'paid',
      paid: 11_375,
      balance: 0,
      overdue: 0,
    });

    const more = await pay(data.id, '1');
    expect(more.statusCode).toBe(422);
    expect(more.json()).toEqual({
      message: 'This invoice is paid in full.',
      errors: { status: ['This invoice is paid in full.'] },
    });

    const payments = await manager.get(`/api/jf-invoices/${data.id}/payments`);
    expect(payments.statusCode).toBe(200);
    expect(payments.json().data).toMatchObject([
      { paid_on: '2024-06-10', amount: 5_000, method: 'bank_transfer', reference: 'TX-1' },
      { paid_on: '2024-06-10', amount: 6_375, method: 'cash', reference: null },
    ]);

    const audit = await manager.get(`/api/jf-invoices/${data.id}/audit`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'payments',
      changes: { status: { old: 'partially_paid', new: 'paid' } },
      input: { amount: 6_375, method: 'cash', balance: 0 },
    });
  });

  it('checks a payment: amount at least 1, a method of the list, a date', async () => {
    const data = await newInvoice();
    const res = await manager.post(`/api/jf-invoices/${data.id}/payments`, {
      form: { amount: '0', method: 'barter' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'method', 'paid_on']);
    expect(res.json().errors.amount).toEqual(['The amount field must be at least $0.01.']);
    // A payment is of money received: never dated after the business's today.
    const ahead = await manager.post(`/api/jf-invoices/${data.id}/payments`, {
      form: { amount: '100', method: 'cash', paid_on: addDays(businessToday(), 1) },
    });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors).toEqual({
      paid_on: ['The paid on field must be a date before or equal to today.'],
    });
  });

  it('needs a due date on an invoice, not before the issue date, and a price on a line without an item', async () => {
    const res = await manager.post('/api/jf-invoices', {
      form: {
        type: 'invoice',
        customer_id: String(customer),
        issued_on: '2024-06-03',
        'lines[0][description]': 'Eggs',
        'lines[0][quantity]': '1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      due_on: ['The due on field is required when type is invoice.'],
      'lines.0.unit_price': ['Line 1: the unit price field is required when item is not present.'],
    });
    const early = await manager.post('/api/jf-invoices', {
      form: {
        type: 'invoice',
        customer_id: String(customer),
        issued_on: '2024-06-03',
        due_on: '2024-06-02',
        ...threeLines(),
      },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.due_on).toEqual([
      'The due on field must be a date after or equal to issued on.',
    ]);
    const none = await manager.post('/api/jf-invoices', {
      form: { type: 'receipt', issued_on: '2024-06-03' },
    });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors).sort()).toEqual(['customer_id', 'lines', 'type']);
  });

  it('voids an unpaid invoice only: with payments 409, then no payment on the void one', async () => {
    const paid = await newInvoice();
    expect((await pay(paid.id, '100')).statusCode).toBe(200);
    const refused = await manager.post(`/api/jf-invoices/${paid.id}/void`, {
      form: { reason: 'Wrong customer' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An invoice with payments cannot be voided.');

    const unpaid = await newInvoice();
    const noReason = await manager.post(`/api/jf-invoices/${unpaid.id}/void`, { form: {} });
    expect(noReason.statusCode).toBe(422);
    const voided = await manager.post(`/api/jf-invoices/${unpaid.id}/void`, {
      form: { reason: 'Entered twice' },
    });
    expect(voided.statusCode).toBe(200);
    expect(invoice.parse(voided.json()).data).toMatchObject({
      status: 'void',
      void_reason: 'Entered twice',
      total: 11_375,
      balance: 11_375,
      overdue: 0,
    });
    const payment = await pay(unpaid.id, '100');
    expect(payment.statusCode).toBe(422);
    expect(payment.json().errors).toEqual({ status: ['A void invoice cannot take payments.'] });
    const again = await manager.post(`/api/jf-invoices/${unpaid.id}/void`, {
      form: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already void.');
    const change = await manager.put(`/api/jf-invoices/${unpaid.id}`, {
      form: { notes: 'Changed' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('A void invoice cannot be changed.');
  });

  it('converts an open estimate into a new invoice that links back, once', async () => {
    const estimate = await create({
      type: 'estimate',
      customer_id: String(customer),
      issued_on: '2024-05-20',
      notes: 'Valid 30 days',
      'lines[0][description]': 'Trays for the fair',
      'lines[0][sale_item_id]': String(tray),
      'lines[0][quantity]': '40',
      'lines[0][unit_price]': '850', // a price of its own: $340.00, the item's cost $5.40
      'lines[1][description]': 'Setup',
      'lines[1][quantity]': '1',
      'lines[1][unit_price]': '2500',
    });
    // 40 x $8.50 + $25.00 = $365.00; an estimate has no due date, no payments, never overdue.
    expect(estimate).toMatchObject({
      type: 'estimate',
      status: 'open',
      due_on: null,
      total: 36_500,
      overdue: 0,
    });
    expect(estimate.number).toMatch(/^EST-\d{6}$/);

    const payment = await pay(estimate.id, '100');
    expect(payment.statusCode).toBe(422);
    expect(payment.json().errors).toEqual({
      status: ['An estimate cannot take payments; convert it to an invoice first.'],
    });
    const voided = await manager.post(`/api/jf-invoices/${estimate.id}/void`, {
      form: { reason: 'No' },
    });
    expect(voided.statusCode).toBe(409);

    const converted = await manager.post(`/api/jf-invoices/${estimate.id}/convert`, {
      form: { issued_on: '2024-06-01' },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const made = invoice.parse(converted.json()).data as Doc;
    expect(made).toMatchObject({
      type: 'invoice',
      status: 'unpaid',
      customer_id: customer,
      issued_on: '2024-06-01',
      due_on: '2024-07-01', // 30 days after issue
      notes: 'Valid 30 days',
      converted_from_id: estimate.id,
      total: 36_500,
      balance: 36_500,
    });
    expect(made.number).toMatch(/^INV-\d{6}$/);
    expect(made.lines).toMatchObject([
      { description: 'Trays for the fair', quantity: 40, unit_price: 850, unit_cost: 540 },
      { description: 'Setup', quantity: 1, unit_price: 2500, unit_cost: 0 },
    ]);

    const after = invoice.parse((await manager.get(`/api/jf-invoices/${estimate.id}`)).json());
    expect(after.data).toMatchObject({ status: 'converted', converted_to_id: made.id });
    const twice = await manager.post(`/api/jf-invoices/${estimate.id}/convert`, { form: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only open estimates can be converted.');
    const audit = await manager.get(`/api/jf-invoices/${made.id}/audit`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'created',
      input: { converted_from_id: estimate.id },
    });
  });

  it('declines an open estimate, once', async () => {
    const estimate = await create({
      type: 'estimate',
      customer_id: String(customer),
      issued_on: '2024-05-21',
      'lines[0][description]': 'Hens',
      'lines[0][quantity]': '5',
      'lines[0][unit_price]': '600',
    });
    const declined = await manager.post(`/api/jf-invoices/${estimate.id}/decline`, { form: {} });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', total: 3_000 });
    const again = await manager.post(`/api/jf-invoices/${estimate.id}/decline`, { form: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only open estimates can be declined.');
    const convert = await manager.post(`/api/jf-invoices/${estimate.id}/convert`, { form: {} });
    expect(convert.statusCode).toBe(409);
  });

  it('keeps the type on a change, never takes the total below what was paid, and restates the status', async () => {
    const data = await newInvoice();
    const type = await manager.put(`/api/jf-invoices/${data.id}`, {
      form: { type: 'estimate' },
    });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors).toEqual({
      type: ['The type cannot be changed once the invoice is created.'],
    });
    expect((await pay(data.id, '10000')).statusCode).toBe(200); // $100.00 of $113.75
    const less = await manager.put(`/api/jf-invoices/${data.id}`, {
      form: {
        'lines[0][description]': 'Eggs',
        'lines[0][quantity]': '1',
        'lines[0][unit_price]': '9999',
      },
    });
    expect(less.statusCode).toBe(422);
    expect(less.json().errors).toEqual({
      lines: ['The total may not be less than the $100.00 already paid.'],
    });
    const exact = await manager.put(`/api/jf-invoices/${data.id}`, {
      form: {
        'lines[0][description]': 'Eggs',
        'lines[0][quantity]': '4',
        'lines[0][unit_price]': '2500',
      },
    });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data).toMatchObject({
      status: 'paid',
      total: 10_000,
      paid: 10_000,
      balance: 0,
    });
    const more = await manager.put(`/api/jf-invoices/${data.id}`, {
      form: {
        'lines[0][description]': 'Eggs',
        'lines[0][quantity]': '5',
        'lines[0][unit_price]': '2500',
      },
    });
    expect(more.json().data).toMatchObject({
      status: 'partially_paid',
      total: 12_500,
      balance: 2_500,
    });
  });

  it('is overdue only past its due date with a balance, computed against today', async () => {
    const other = await manager.post('/api/customers', { form: { name: 'Overdue Diner' } });
    const only = { customer_id: String(other.json().data.id) };
    const future = await newInvoice({
      ...only,
      issued_on: dayFromToday(-1),
      due_on: dayFromToday(10),
    });
    const today = await newInvoice({
      ...only,
      issued_on: dayFromToday(-5),
      due_on: dayFromToday(0),
    });
    const past = await newInvoice({
      ...only,
      issued_on: dayFromToday(-40),
      due_on: dayFromToday(-1),
    });
    expect([future.overdue, today.overdue, past.overdue]).toEqual([0, 0, 1]);
    const list = await manager.get(
      `/api/jf-invoices?filter[overdue]=1&filter[customer_id]=${only.customer_id}&per_page=100`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = invoicePage.parse(list.json()).data;
    expect(rows.map((row) => row.id)).toEqual([past.id]);
  });

  it('prints the invoice: number, customer, dates, lines, total, paid and balance', async () => {
    const data = await newInvoice();
    expect((await pay(data.id, '5000')).statusCode).toBe(200);
    const res = await manager.get(`/api/jf-invoices/${data.id}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${data.number}.pdf"; filename*=UTF-8''${data.number}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = pdfText(res.rawPayload).split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        `Invoice ${data.number}`,
        'Invoice Grocery',
        '12 Mill Road',
        'grocery@example.test',
        'Issued on: 2024-06-03',
        'Due on: 2024-07-03',
        'Status: Partly paid',
        'Trays of large eggs',
        '10',
        '$9.00',
        '$90.00',
        'Delivery',
        '$12.50',
        'Crates',
        '3',
        '$3.75',
        '$11.25',
        'Total',
        '$113.75',
        'Paid',
        '$50.00',
        'Balance due',
        '$63.75',
      ]),
    );
  });

  it('adds invoices to the P&L on their issue date with their cost of goods; never estimates or void ones', async () => {
    // In February 2021: a sale of 2 trays ($18.00, cost $10.80); invoice A of 10 trays
    // ($90.00, cost $54.00) and $12.50 of delivery (no item, cost $0.00); a void invoice of 5
    // trays and an estimate of 3 trays count nowhere; invoice C is issued in March.
    const sale = await manager.post('/api/jf-sales', {
      form: {
        sold_on: '2021-02-11',
        payment_method: 'card',
        'lines[0][sale_item_id]': String(tray),
        'lines[0][quantity]': '2',
      },
    });
    expect(sale.statusCode).toBe(201);
    const feb = { issued_on: '2021-02-10', due_on: '2021-03-10' };
    await newInvoice({
      ...feb,
      'lines[0][description]': 'Trays',
      'lines[0][sale_item_id]': String(tray),
      'lines[0][quantity]': '10',
      'lines[1][description]': 'Delivery',
      'lines[1][quantity]': '1',
      'lines[1][unit_price]': '1250',
      'lines[2][description]': 'Nothing',
      'lines[2][quantity]': '1',
      'lines[2][unit_price]': '0',
    });
    const voided = await newInvoice({
      issued_on: '2021-02-15',
      due_on: '2021-03-15',
      'lines[0][description]': 'Trays',
      'lines[0][sale_item_id]': String(tray),
      'lines[0][quantity]': '5',
      'lines[1][description]': 'Delivery',
      'lines[1][quantity]': '1',
      'lines[1][unit_price]': '1250',
    });
    await manager.post(`/api/jf-invoices/${voided.id}/void`, { form: { reason: 'Wrong' } });
    await create({
      type: 'estimate',
      customer_id: String(customer),
      issued_on: '2021-02-12',
      'lines[0][description]': 'Trays',
      'lines[0][sale_item_id]': String(tray),
      'lines[0][quantity]': '3',
    });
    await newInvoice({ issued_on: '2021-03-01', due_on: '2021-03-31' });

    const res = await manager.get('/api/jf-pnl-report?fromDate=2021-02-01&thruDate=2021-02-28');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      revenue: [
        { name: 'Invoice tray', value: 10_800 }, // $18.00 sold + $90.00 invoiced
        { name: 'Other invoiced items', value: 1_250 },
      ],
      cogs: [
        { name: 'Invoice tray', value: 6_480 }, // 12 x $5.40
        { name: 'Other invoiced items', value: 0 },
      ],
      variable: [],
      fixed: [],
      totals: { revenue: 12_050, cogs: 6_480, gross: 5_570, expense: 0, net: 5_570 },
    });
  });

  it('needs access_invoices (403), and answers 404 for another brand invoice', async () => {
    const hr = await t.signedIn('hr', 2);
    expect((await hr.get('/api/jf-invoices')).statusCode).toBe(403);
    const data = await newInvoice();
    expect((await hr.get(`/api/jf-invoices/${data.id}`)).statusCode).toBe(403);
    expect((await hr.get(`/api/jf-invoices/${data.id}/print`)).statusCode).toBe(403);
    expect((await hr.get(`/api/jf-invoices/${data.id}/payments`)).statusCode).toBe(403);
    expect((await hr.post(`/api/jf-invoices/${data.id}/payments`, { form: {} })).statusCode).toBe(
      403,
    );
    expect((await hr.post('/api/jf-invoices', { form: { type: 'invoice' } })).statusCode).toBe(403);
    expect((await manager.delete(`/api/jf-invoices/${data.id}`)).statusCode).toBe(405);

    // A row of another brand, as no request can make one.
    const db = t.database.handle.db;
    const result = (await db.execute(
      sql`insert into jf_invoices (brand_id, type, number, customer_id, issued_on, due_on, status)
          values (1, 'invoice', 'INV-900001', ${customer}, '2024-06-01', '2024-06-30', 'unpaid')
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const other = Number(result.rows[0]?.id);
    expect((await manager.get(`/api/jf-invoices/${other}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/jf-invoices/${other}/print`)).statusCode).toBe(404);
    expect((await manager.get(`/api/jf-invoices/${other}/payments`)).statusCode).toBe(404);
    expect((await pay(other, '100')).statusCode).toBe(404);
  });
});
