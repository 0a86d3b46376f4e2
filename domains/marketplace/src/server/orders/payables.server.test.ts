/**
 * Refunds and payables, with a worked example written out figure by figure: two stores'
 * delivered sales, a refund, one store's commission override against the app settings' rate;
 * refunds never above what is left, even with two approvals at once; a store's periods never
 * overlapping and a payable paid once, even with two requests at once.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersFixture, orderForm, ordersFixture } from './fixtures.testing';

describe.each(databaseKinds())('marketplace refunds and payables on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let db: Executor;
  let f: OrdersFixture;
  let r: OrdersFixture;
  const today = new Date().toISOString().slice(0, 10);
  const shift = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.handle.db as unknown as Executor;
    f = await ordersFixture(db, 'p');
    r = await ordersFixture(db, 'r');
    admin = await t.signedIn('admin', 9);
    // The app settings' rate: 8.00 %.
    await db.execute(
      sql`insert into evd_app_settings (brand_id, commission_rate, payout_delay_days, min_payout,
                                        reviews_auto_publish, support_email)
          values (9, 800, 7, 5000, false, 'help@market.test')`,
    );
    // North's overrides: one ended, one in force (12.50 %), one yet to start; South's sets a
    // monthly fee only (no rate), so South pays the app settings' rate.
    const override = (store: number, rate: number | null, from: string, thru: string | null) =>
      db.execute(
        sql`insert into evd_subscription_overrides (brand_id, store_id, monthly_fee, commission_rate,
                                                    starts_on, ends_on, reason)
            values (9, ${store}, ${null}, ${rate}, ${from}::date, ${thru}::date, 'Negotiated')`,
      );
    await override(f.stores.north, 2000, '2020-01-01', shift(-1));
    await override(f.stores.north, 1250, shift(-30), null);
    await override(f.stores.north, 500, shift(10), null);
    await override(f.stores.south, null, shift(-30), null);
  }, 120_000);
  afterAll(async () => t?.close());

  const place = async (fixture: OrdersFixture, lines: [number, number][]) => {
    const res = await admin.post('/api/evd-orders', { form: orderForm(fixture, lines) });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    const parts = (
      await admin.get(
        `/api/evd-store-orders?filter[order_id]=${order.id}&sort=number&direction=asc`,
      )
    ).json().data as { id: number; total: number }[];
    return { order, parts };
  };
  const act = async (id: number | undefined, ...actions: string[]) => {
    for (const action of actions) {
      const res = await admin.post(`/api/evd-store-orders/${id}/${action}`, {
        form: action === 'cancel' ? { reason: 'Out of stock' } : {},
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const refund = (part: number | undefined, amount: number) =>
    admin.post('/api/evd-refunds', {
      form: { store_order_id: String(part), amount: String(amount), reason: 'Arrived damaged' },
    });

  it('refuses a refund above what was paid less the refunds approved, even two approved at once', async () => {
    // 1 × Rug 80.00 + shipping 5.00 = 85.00 paid.
    const { parts } = await place(r, [[r.variants.rug, 1]]);
    const part = parts[0]?.id;
    const over = await refund(part, 8501);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      amount: [
        'The amount may not be more than $85.00, what was paid less the refunds already approved.',
      ],
    });
    const first = (await refund(part, 5000)).json().data;
    const second = (await refund(part, 4000)).json().data;
    expect(first).toMatchObject({
      status: 'requested',
      store_id: r.stores.south,
      customer_id: r.customer,
    });
    expect(first.number).toMatch(/^RF-\d{6}$/);
    // 50.00 + 40.00 > 85.00: of two approvals at once, exactly one passes.
    const answers = await Promise.all(
      [first, second].map((one) => admin.post(`/api/evd-refunds/${one.id}/approve`, { form: {} })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((res) => res.statusCode === 422);
    expect(refused?.json().errors.amount[0]).toMatch(
      /^The amount may not be more than \$(35|45)\.00,/,
    );
    const denied = answers.find((res) => res.statusCode === 422) === answers[0] ? first : second;
    const deny = await admin.post(`/api/evd-refunds/${denied.id}/deny`, { form: {} });
    expect(deny.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const done = await admin.post(`/api/evd-refunds/${denied.id}/deny`, {
      form: { reason: 'Already refunded in part' },
    });
    expect(done.json().data).toMatchObject({
      status: 'denied',
      decision_reason: 'Already refunded in part',
      decided_on: today,
    });
    const again = await admin.post(`/api/evd-refunds/${denied.id}/approve`, { form: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A denied refund cannot be approved.' });
    const part2 = (await admin.get(`/api/evd-store-orders/${part}`)).json().data;
    expect(part2.refunded === 5000 || part2.refunded === 4000).toBe(true);
  }, 30_000);

  it('computes a payable from a worked example: sales, a refund, an override', async () => {
    // O1: North 2 × Mug Blue 12.00 + 1 × Lamp 45.00 = 69.00; South 1 × Rug 80.00. Both delivered.
    const o1 = await place(f, [
      [f.variants.mugBlue, 2],
      [f.variants.lamp, 1],
      [f.variants.rug, 1],
    ]);
    await act(o1.parts[0]?.id, 'accept', 'ship', 'deliver');
    await act(o1.parts[1]?.id, 'accept', 'ship', 'deliver');
    // O2: North 2 × Mug Red 12.50 = 25.00, delivered.
    const o2 = await place(f, [[f.variants.mugRed, 2]]);
    await act(o2.parts[0]?.id, 'accept', 'ship', 'deliver');
    // O3: North 1 × Lamp 45.00, cancelled: no sale. O4: South 1 × Rug, shipped only: not yet.
    const o3 = await place(f, [[f.variants.lamp, 1]]);
    await act(o3.parts[0]?.id, 'cancel');
    const o4 = await place(f, [[f.variants.rug, 1]]);
    await act(o4.parts[0]?.id, 'accept', 'ship');
    // Refunds: 15.00 approved on O1's North part (counted); 10.00 requested on O2 (not yet);
    // 5.00 denied (never).
    const approved = (await refund(o1.parts[0]?.id, 1500)).json().data;
    expect(
      (await admin.post(`/api/evd-refunds/${approved.id}/approve`, { form: {} })).statusCode,
    ).toBe(200);
    await refund(o2.parts[0]?.id, 1000);
    const denied = (await refund(o2.parts[0]?.id, 500)).json().data;
    await admin.post(`/api/evd-refunds/${denied.id}/deny`, { form: { reason: 'No proof' } });

    // North, at its override of 12.50 % (in force on the period's last day):
    //   sales      69.00 + 25.00           = 94.00
    //   commission 94.00 × 12.50 %         = 11.75
    //   refunds                            = 15.00
    //   net        94.00 − 11.75 − 15.00   = 67.25
    const period = { period_from: today, period_thru: today };
    const answers = await Promise.all(
      [1, 2].map(() =>
        admin.post('/api/evd-payables', { form: { store_id: String(f.stores.north), ...period } }),
      ),
    );
    // Two at once for one store and period: one made, the other refused as overlapping.
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const north = answers.find((res) => res.statusCode === 201)?.json().data;
    expect(north).toMatchObject({
      store_id: f.stores.north,
      sales: 9400,
      commission_rate: 1250,
      rate_source: 'override',
      commission: 1175,
      refunds: 1500,
      net: 6725,
      status: 'due',
    });
    expect(north.number).toMatch(/^PAY-\d{6}$/);
    expect(answers.find((res) => res.statusCode === 422)?.json().errors).toEqual({
      period_from: [
        `This store already has a payable for ${today} to ${today}, which overlaps this period.`,
      ],
    });
    const wider = await admin.post('/api/evd-payables', {
      form: { store_id: String(f.stores.north), period_from: shift(-10), period_thru: today },
    });
    expect(wider.json().errors.period_from).toHaveLength(1);
    const future = await admin.post('/api/evd-payables', {
      form: { store_id: String(f.stores.south), period_from: today, period_thru: shift(1) },
    });
    expect(future.json().errors).toEqual({
      period_thru: ['The period thru field must be a date before or equal to today.'],
    });

    // A run for the period makes South's payable, at the app settings' 8.00 %:
    //   sales 80.00, commission 80.00 × 8.00 % = 6.40, refunds 0, net 73.60
    // and leaves out North (already has one) and the other fixture's stores (nothing owed:
    // only a refund, no delivered sale).
    const run = await admin.post('/api/evd-payable-runs', { form: period });
    expect(run.statusCode).toBe(201);
    expect(run.json().data).toMatchObject({ payables_count: 1, skipped: 1, total_net: 7360 });
    const made = (await admin.get(`/api/evd-payables?filter[run_id]=${run.json().data.id}`)).json()
      .data;
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      store_id: f.stores.south,
      sales: 8000,
      commission_rate: 800,
      rate_source: 'app settings',
      commission: 640,
      refunds: 0,
      net: 7360,
    });
    const rerun = await admin.post('/api/evd-payable-runs', { form: period });
    expect(rerun.json().data).toMatchObject({ payables_count: 0, skipped: 2, total_net: 0 });
  }, 30_000);

  it('pays a payable once, even with two requests at once', async () => {
    const [due] = (await admin.get(`/api/evd-payables?filter[store_id]=${f.stores.north}`)).json()
      .data;
    const noInput = await admin.post(`/api/evd-payables/${due.id}/pay`, { form: {} });
    expect(noInput.json().errors).toEqual({
      reference: ['The reference field is required.'],
      paid_on: ['The paid on field is required.'],
    });
    const answers = await Promise.all(
      ['BT-1', 'BT-2'].map((reference) =>
        admin.post(`/api/evd-payables/${due.id}/pay`, { form: { reference, paid_on: today } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({
      message: 'This payable is already paid.',
    });
    const paid = (await admin.get(`/api/evd-payables/${due.id}`)).json().data;
    expect(paid).toMatchObject({ status: 'paid', paid_on: today });
    expect(['BT-1', 'BT-2']).toContain(paid.reference);
    const sales = await t.signedIn('sales', 9);
    expect((await sales.get('/api/evd-payables')).statusCode).toBe(403);
  }, 30_000);
});
