/**
 * Deposits from cash sales and cash invoice payments made through the API, every figure written
 * out: the amount is the sum of the items (a sale less its refunds), the undeposited figure, a
 * sale refused in a second deposit even when two deposits are saved at the same moment, voided
 * and non-cash sales refused, edits that change the covered items, and the Deposit Report.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAY = 'fromDate=2024-05-01&thruDate=2024-05-31';
const EVER = 'fromDate=2000-01-01&thruDate=2099-12-31';

describe.each(databaseKinds())('deposits on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let saleA: number;
  let saleB: number;
  let cardSale: number;
  let voidedSale: number;
  let cashPayment: number;
  let bankPayment: number;
  let first: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const tray = (
      await manager.post('/api/jf-sale-items', {
        form: { name: 'Deposit tray', unit_price: '900', unit_cost: '500' },
      })
    ).json().data.id as number;
    const sell = async (soldOn: string, method: string, quantity: number, tendered?: number) => {
      const res = await manager.post('/api/jf-sales', {
        json: {
          sold_on: soldOn,
          payment_method: method,
          lines: [{ sale_item_id: tray, quantity }],
          ...(tendered ? { amount_tendered: tendered } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; lines: { id: number }[] };
    };
    // A: 6 May, cash, 3 trays = $27.00.
    saleA = (await sell('2024-05-06', 'cash', 3, 3000)).id;
    // B: 7 May, cash, 2 trays = $18.00, one refunded ($9.00): $9.00 to deposit.
    const b = await sell('2024-05-07', 'cash', 2, 2000);
    saleB = b.id;
    const refund = await manager.post(`/api/jf-sales/${saleB}/refund`, {
      form: {
        reason: 'Cracked',
        'lines[0][sale_line_id]': String(b.lines[0]?.id),
        'lines[0][quantity]': '1',
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // 8 May: a card sale and a voided cash sale, neither of which can be deposited.
    cardSale = (await sell('2024-05-08', 'card', 1)).id;
    voidedSale = (await sell('2024-05-08', 'cash', 1, 900)).id;
    await manager.post(`/api/jf-sales/${voidedSale}/void`, { json: { reason: 'Keyed twice' } });
    // An invoice of 10 trays ($90.00) paid $40.00 in cash and $50.00 by bank transfer.
    const customer = (
      await manager.post('/api/customers', { form: { name: 'Deposit customer' } })
    ).json().data.id as number;
    const invoice = await manager.post('/api/jf-invoices', {
      form: {
        type: 'invoice',
        customer_id: String(customer),
        issued_on: '2024-05-01',
        due_on: '2024-05-31',
        'lines[0][description]': 'Trays',
        'lines[0][quantity]': '10',
        'lines[0][unit_price]': '900',
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const invoiceId = invoice.json().data.id as number;
    for (const [method, amount] of [
      ['cash', '4000'],
      ['bank_transfer', '5000'],
    ]) {
      const paid = await manager.post(`/api/jf-invoices/${invoiceId}/payments`, {
        form: { paid_on: '2024-05-09', amount: amount as string, method: method as string },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const found = (await t.database.handle.db.execute(
      sql`select id, method from jf_invoice_payments where invoice_id = ${invoiceId} order by id`,
    )) as { rows: { id: number }[] };
    const payments = found.rows;
    cashPayment = Number(payments[0]?.id);
    bankPayment = Number(payments[1]?.id);
  }, 60_000);
  afterAll(async () => t?.close());

  const undeposited = async () => {
    const res = await manager.get(`/api/jf-undeposited-cash?${EVER}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { amount: number; count: number; items: { kind: string; id: number }[] };
  };
  const deposit = (lines: Record<string, number>[], reference = 'DEP-1') =>
    manager.post('/api/jf-deposits', {
      json: { deposited_on: '2024-05-13', account: 'Farm account', reference, lines },
    });

  it('shows $76.00 of cash undeposited: sale A $27.00, sale B $9.00, the $40.00 payment', async () => {
    const cash = await undeposited();
    expect(cash).toMatchObject({ amount: 2700 + 900 + 4000, count: 3 });
    expect(cash.items.map((item) => `${item.kind}:${item.id}`)).toEqual([
      `sale:${saleA}`,
      `sale:${saleB}`,
      `payment:${cashPayment}`,
    ]);
  });

  it('refuses voided, card and bank items, and a line naming both or neither', async () => {
    const res = await deposit([
      { sale_id: voidedSale },
      { sale_id: cardSale },
      { invoice_payment_id: bankPayment },
      {},
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lines.3.sale_id': ['Each line needs a sale or an invoice payment, not both.'],
    });
    const wrong = await deposit([
      { sale_id: voidedSale },
      { sale_id: cardSale },
      { invoice_payment_id: bankPayment },
    ]);
    expect(wrong.statusCode).toBe(422);
    const why = (id: number, kind = 'Sale') =>
      `${kind} #${id} is not cash the farm took (a voided sale, another method or another brand's).`;
    expect(wrong.json().errors).toEqual({
      'lines.0.sale_id': [why(voidedSale)],
      'lines.1.sale_id': [why(cardSale)],
      'lines.2.invoice_payment_id': [why(bankPayment, 'Invoice payment')],
    });
  });

  it('deposits sale A and the cash payment: $27.00 + $40.00 = $67.00', async () => {
    const res = await deposit([{ sale_id: saleA }, { invoice_payment_id: cashPayment }]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    first = data.id;
    expect(data).toMatchObject({ amount: 6700, items: 2, version: 1 });
    expect(data.lines).toMatchObject([
      { sale_id: saleA, taken_on: '2024-05-06', description: `Cash sale #${saleA}`, amount: 2700 },
      { invoice_payment_id: cashPayment, taken_on: '2024-05-09', amount: 4000 },
    ]);
    expect(await undeposited()).toMatchObject({ amount: 900, count: 1 });
  });

  it('refuses sale A in a second deposit, naming the sale and the deposit', async () => {
    const res = await deposit([{ sale_id: saleA }], 'DEP-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'lines.0.sale_id': [`Sale #${saleA} is already in deposit #${first}.`],
    });
  });

  it('lets exactly one of two deposits saved at the same moment take sale B', async () => {
    const answers = await Promise.all([
      deposit([{ sale_id: saleB }], 'RACE-1'),
      deposit([{ sale_id: saleB }], 'RACE-2'),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 422]);
    const won = answers.find((res) => res.statusCode === 201)?.json().data;
    const lost = answers.find((res) => res.statusCode === 422)?.json();
    expect(won).toMatchObject({ amount: 900, items: 1 });
    expect(lost.errors).toEqual({
      'lines.0.sale_id': [`Sale #${saleB} is already in deposit #${won.id}.`],
    });
    const list = await manager.get('/api/jf-deposits');
    expect(list.json().total).toBe(2);
    expect(list.json().totals).toEqual({ amount: 6700 + 900 });
    expect(await undeposited()).toMatchObject({ amount: 0, count: 0 });
  });

  it('edits the covered items: without the payment the deposit is $27.00 and $40.00 is back', async () => {
    const res = await manager.put(`/api/jf-deposits/${first}`, {
      json: { reference: 'DEP-1A', lines: [{ sale_id: saleA }], version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ reference: 'DEP-1A', amount: 2700, items: 1 });
    expect(await undeposited()).toMatchObject({ amount: 4000, count: 1 });
    const again = await manager.put(`/api/jf-deposits/${first}`, {
      json: { lines: [{ sale_id: saleA }, { invoice_payment_id: cashPayment }] },
    });
    expect(again.json().data).toMatchObject({ amount: 6700, items: 2 });
  });

  it('reports May 2024: two deposits of $67.00 and $9.00, nothing left undeposited', async () => {
    const res = await manager.get(`/api/jf-deposit-report?${MAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deposits: [
        { id: first, reference: 'DEP-1A', items: 2, amount: 6700, deposited_on: '2024-05-13' },
        { items: 1, amount: 900, deposited_on: '2024-05-13' },
      ],
      undeposited: [],
    });
    const csv = await manager.get(`/api/jf-deposit-report?${MAY}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Total,,,3,76.00');
    const pdf = await manager.get(`/api/jf-deposit-report/print?${MAY}`);
    expect(pdf.statusCode).toBe(200);
  });

  it('keeps deposits to those with access_deposits', async () => {
    const hr = await t.signedIn('hr', 2);
    expect((await hr.get('/api/jf-deposits')).statusCode).toBe(403);
    expect((await hr.get(`/api/jf-undeposited-cash?${EVER}`)).statusCode).toBe(403);
  });
});
