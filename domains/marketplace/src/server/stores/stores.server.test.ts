/**
 * Sellers and stores through the API, on both databases: the slug's rules, every move of a
 * store's state and every wrong one with its sentence, the reasons kept and cleared, records
 * addressed by slug, and who may do what.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('stores on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let seller: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn('admin', 9);
    const made = await admin.post('/api/evd-sellers', {
      form: {
        name: 'Grace Ofori',
        email: 'grace@example.com',
        company: 'Green Grocer Ltd',
        joined_on: '2026-01-05',
      },
    });
    expect(made.statusCode).toBe(201);
    seller = made.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const store = (slug: string, extra: Record<string, string> = {}) =>
    admin.post('/api/evd-stores', {
      form: {
        seller_id: String(seller),
        name: `Store ${slug}`,
        slug,
        email: 'shop@example.com',
        plan: 'growth',
        ...extra,
      },
    });
  const act = (slug: string, action: string, form: Record<string, string> = {}) =>
    admin.post(`/api/evd-stores/${slug}/${action}`, { form });

  it('takes lower-case hyphenated slugs, unique, and never changes them', async () => {
    const made = await store('green-grocer', { status: 'approved' });
    expect(made.statusCode).toBe(201);
    // A new store waits for review whatever the client sends.
    expect(made.json().data).toMatchObject({ slug: 'green-grocer', status: 'pending_review' });

    for (const bad of ['Tea-Shop', 'green grocer', 'green--grocer', '-green', 'new']) {
      const refused = await store(bad, { name: `Other ${bad}` });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors.slug).toEqual([
        'The slug must be lower-case words joined by hyphens, like green-grocer.',
      ]);
    }
    const twice = await store('GREEN-GROCER', { name: 'Another grocer' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.slug).toEqual(['The slug has already been taken.']);

    // Addressed by its slug; its id is not an address.
    const read = await admin.get('/api/evd-stores/green-grocer');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.name).toBe('Store green-grocer');
    expect((await admin.get(`/api/evd-stores/${made.json().data.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/evd-stores/no-such-store')).statusCode).toBe(404);

    const renamed = await admin.put('/api/evd-stores/green-grocer', {
      form: { name: 'Green Grocer', slug: 'greengrocer' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.slug).toEqual([
      'The slug of a store cannot change once it is created.',
    ]);
    const kept = await admin.put('/api/evd-stores/green-grocer', {
      form: { name: 'Green Grocer', slug: 'green-grocer', plan: 'pro' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Green Grocer', plan: 'pro' });
  });

  it('moves pending -> rejected -> pending -> approved -> suspended -> approved, with reasons', async () => {
    expect((await store('harvest-pantry')).statusCode).toBe(201);

    // From pending review: neither suspended, reinstated nor resubmitted.
    const early = await act('harvest-pantry', 'suspend', { reason: 'Late orders' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Only approved stores can be suspended.' });
    expect((await act('harvest-pantry', 'reinstate')).json().message).toBe(
      'Only suspended stores can be reinstated.',
    );
    expect((await act('harvest-pantry', 'resubmit')).json().message).toBe(
      'Only rejected stores can be resubmitted.',
    );

    const noReason = await act('harvest-pantry', 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['The reason field is required.']);
    const rejected = await act('harvest-pantry', 'reject', {
      reason: 'The company number does not match.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      status_reason: 'The company number does not match.',
    });
    const approveRejected = await act('harvest-pantry', 'approve');
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().message).toBe(
      'A rejected store must be resubmitted before it is approved.',
    );

    const resubmitted = await act('harvest-pantry', 'resubmit');
    expect(resubmitted.json().data).toMatchObject({
      status: 'pending_review',
      status_reason: null,
    });
    const approved = await act('harvest-pantry', 'approve');
    expect(approved.json().data).toMatchObject({ status: 'approved', status_reason: null });
    expect((await act('harvest-pantry', 'approve')).json().message).toBe(
      'This store is already approved.',
    );
    expect((await act('harvest-pantry', 'reject', { reason: 'x' })).json().message).toBe(
      'Only stores waiting for review can be rejected.',
    );

    const suspended = await act('harvest-pantry', 'suspend', { reason: 'Five late orders.' });
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      status_reason: 'Five late orders.',
    });
    expect((await act('harvest-pantry', 'suspend', { reason: 'Again' })).json().message).toBe(
      'This store is already suspended.',
    );
    expect((await act('harvest-pantry', 'approve')).json().message).toBe(
      'A suspended store is reinstated, not approved.',
    );
    const reinstated = await act('harvest-pantry', 'reinstate');
    expect(reinstated.json().data).toMatchObject({
      status: 'approved',
      status_reason: null,
      version: 6,
    });

    const audit = await admin.get('/api/evd-stores/harvest-pantry/audit');
    expect(audit.statusCode).toBe(200);
    expect(
      (audit.json().data as { action: string }[]).map((entry) => entry.action).reverse(),
    ).toEqual(['created', 'reject', 'resubmit', 'approve', 'suspend', 'reinstate']);
  });

  it('lets two reviewers race: one approval wins, the other is told why', async () => {
    expect((await store('tea-leaf')).statusCode).toBe(201);
    const [a, b] = await Promise.all([act('tea-leaf', 'approve'), act('tea-leaf', 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((res) => res.statusCode === 409)?.json().message).toBe(
      'This store is already approved.',
    );
  });

  it('counts a seller’s stores and keeps a seller with stores', async () => {
    const read = await admin.get(`/api/evd-sellers/${seller}`);
    expect(read.json().data.store_count).toBe(3);
    expect((await admin.delete(`/api/evd-sellers/${seller}`)).statusCode).toBe(409);
  });

  it('is for the marketplace’s staff: others are refused', async () => {
    const hr = await t.signedIn('hr', 9);
    expect((await hr.get('/api/evd-stores')).statusCode).toBe(403);
    expect((await hr.get('/api/evd-stores/green-grocer')).statusCode).toBe(403);
    expect((await hr.post('/api/evd-stores/green-grocer/approve', { form: {} })).statusCode).toBe(
      403,
    );
    expect((await hr.get('/api/evd-sellers')).statusCode).toBe(403);
    const otherBrand = await t.signedIn('admin', 8);
    expect((await otherBrand.get('/api/evd-stores')).statusCode).toBe(403);
    expect((await admin.delete('/api/evd-stores/green-grocer')).statusCode).toBe(405);
  });
});
