/**
 * Subscription overrides and store invoices, on both databases: an override's rules, the
 * invoice's amount worked out from the plan and the fee overrides in force (every figure
 * written out), numbers without gaps, periods never invoiced twice (even by two requests at
 * once), paid or voided once.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('store billing on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let store: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn('admin', 9);
    const seller = await admin.post('/api/evd-sellers', {
      form: { name: 'Priya Natarajan', email: 'priya@example.com', joined_on: '2025-11-01' },
    });
    const made = await admin.post('/api/evd-stores', {
      form: {
        seller_id: String(seller.json().data.id),
        name: 'Circuit Corner',
        slug: 'circuit-corner',
        email: 'shop@example.com',
        plan: 'growth',
      },
    });
    store = made.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const override = (form: Record<string, string>) =>
    admin.post('/api/evd-subscription-overrides', {
      form: { store_id: String(store), reason: 'Annual prepay', ...form },
    });
  const invoice = (from: string, thru: string) =>
    admin.post('/api/evd-store-invoices', {
      form: { store_id: String(store), period_from: from, period_thru: thru },
    });

  it('takes an override of the fee, the commission or both, ending on or after it starts', async () => {
    const neither = await override({ starts_on: '2026-03-01' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.monthly_fee).toEqual([
      'Give a monthly fee, a commission rate, or both.',
    ]);
    const backwards = await override({
      monthly_fee: '5900',
      starts_on: '2026-03-01',
      ends_on: '2026-02-28',
    });
    expect(backwards.json().errors.ends_on).toEqual([
      'The ends on field must be a date after or equal to starts on.',
    ]);
    const rate = await override({ commission_rate: '10001', starts_on: '2026-03-01' });
    expect(rate.json().errors.commission_rate).toEqual([
      'The commission (basis points) field must not be greater than 10,000.',
    ]);
    // $59.00 a month from March to May; from April, $49.00 (the latest start wins).
    expect(
      (await override({ monthly_fee: '5900', starts_on: '2026-03-01', ends_on: '2026-05-31' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await override({ monthly_fee: '4900', starts_on: '2026-04-01', ends_on: '2026-04-30' }))
        .statusCode,
    ).toBe(201);
    // A commission-only override leaves the fee alone.
    expect((await override({ commission_rate: '800', starts_on: '2026-01-01' })).statusCode).toBe(
      201,
    );
  });

  it('prices each month from the plan or the fee override in force on its first day', async () => {
    // February: no fee override yet, the Growth plan's $79.00.
    const feb = await invoice('2026-02-01', '2026-02-28');
    expect(feb.statusCode).toBe(201);
    expect(feb.json().data).toMatchObject({ number: 'SI-000001', amount: 7900, status: 'open' });
    // March: the $59.00 override (from 1 March).
    expect((await invoice('2026-03-01', '2026-03-31')).json().data).toMatchObject({
      number: 'SI-000002',
      amount: 5900,
    });
    // April: both overrides hold; the later start ($49.00) wins.
    expect((await invoice('2026-04-01', '2026-04-30')).json().data.amount).toBe(4900);
    // May: the April one has ended, the March one still holds: $59.00.
    expect((await invoice('2026-05-01', '2026-05-31')).json().data.amount).toBe(5900);
    // June: every fee override has ended: the plan's $79.00 again.
    expect((await invoice('2026-06-01', '2026-06-30')).json().data).toMatchObject({
      number: 'SI-000005',
      amount: 7900,
    });
    // Upgraded to Pro: $199.00 from the next invoice.
    await admin.put('/api/evd-stores/circuit-corner', { form: { plan: 'pro' } });
    expect((await invoice('2026-07-01', '2026-07-31')).json().data.amount).toBe(19900);
    const totals = await admin.get(`/api/evd-store-invoices?filter[store_id]=${store}`);
    // 79 + 59 + 49 + 59 + 79 + 199 = $524.00
    expect(totals.json().totals).toEqual({ amount: 52400 });
  });

  it('never invoices a period twice, even for two requests at once', async () => {
    const overlap = await invoice('2026-06-15', '2026-07-14');
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.period_from).toEqual([
      'This store is already invoiced for part of this period (SI-000005).',
    ]);
    const backwards = await invoice('2026-09-30', '2026-09-01');
    expect(backwards.json().errors.period_thru).toEqual([
      'The period thru field must be a date after or equal to period from.',
    ]);
    const raced = await Promise.all([
      invoice('2026-08-01', '2026-08-31'),
      invoice('2026-08-01', '2026-08-31'),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    // The refused one took no number.
    expect(raced.find((res) => res.statusCode === 201)?.json().data.number).toBe('SI-000007');
    expect((await invoice('2026-09-01', '2026-09-30')).json().data.number).toBe('SI-000008');
  });

  it('is paid or voided once; a void period may be invoiced again', async () => {
    const sept = await admin.get(
      `/api/evd-store-invoices?filter[store_id]=${store}&filter[period_from]=2026-09-01`,
    );
    const id = sept.json().data[0].id as number;
    const url = `/api/evd-store-invoices/${id}`;
    const noDay = await admin.post(`${url}/pay`, { form: {} });
    expect(noDay.json().errors.paid_on).toEqual(['The paid on field is required.']);
    const paid = await admin.post(`${url}/pay`, { form: { paid_on: '2026-10-06' } });
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_on: '2026-10-06' });
    expect((await admin.post(`${url}/pay`, { form: { paid_on: '2026-10-07' } })).json()).toEqual({
      message: 'This invoice is already paid.',
    });
    expect((await admin.post(`${url}/void`, { form: {} })).json().message).toBe(
      'Only open invoices can be voided.',
    );

    const aug = await admin.get(
      `/api/evd-store-invoices?filter[store_id]=${store}&filter[period_from]=2026-08-01`,
    );
    const augUrl = `/api/evd-store-invoices/${aug.json().data[0].id}`;
    expect((await admin.post(`${augUrl}/void`, { form: {} })).json().data.status).toBe('void');
    expect((await admin.post(`${augUrl}/pay`, { form: { paid_on: '2026-09-05' } })).json()).toEqual(
      { message: 'A void invoice cannot be paid.' },
    );
    expect((await invoice('2026-08-01', '2026-08-31')).statusCode).toBe(201);
    expect((await admin.put(augUrl, { form: { period_from: '2026-08-02' } })).statusCode).toBe(405);
  });

  it('is for those who manage stores and overrides', async () => {
    const hr = await t.signedIn('hr', 9);
    expect((await hr.get('/api/evd-store-invoices')).statusCode).toBe(403);
    expect((await hr.get('/api/evd-subscription-overrides')).statusCode).toBe(403);
  });
});
