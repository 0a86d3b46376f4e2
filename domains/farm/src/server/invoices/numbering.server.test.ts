/**
 * Invoice and estimate numbers per brand and type, without gaps or repeats: ten creates raced
 * at once take INV-000001 to INV-000010 exactly; a refused create, and a transaction that took
 * a number and then failed, use none; estimates count on their own.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, nextNumber } from './numbering';

describe.each(databaseKinds())('invoice numbers on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let customer: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 2);
    const created = await manager.post('/api/customers', { form: { name: 'Numbered Farm' } });
    customer = created.json().data.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const form = (type: string, extra: Record<string, string> = {}) => ({
    type,
    customer_id: String(customer),
    issued_on: '2024-06-03',
    due_on: '2024-06-30',
    'lines[0][description]': 'Eggs',
    'lines[0][quantity]': '2',
    'lines[0][unit_price]': '450',
    ...extra,
  });

  it('gives 10 raced creates INV-000001 to INV-000010, then a refused create uses none', async () => {
    expect(formatNumber('invoice', 123)).toBe('INV-000123');
    expect(formatNumber('estimate', 45)).toBe('EST-000045');
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => manager.post('/api/jf-invoices', { form: form('invoice') })),
    );
    expect(raced.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const numbers = raced.map((res) => res.json().data.number as string).sort();
    expect(numbers).toEqual([
      'INV-000001',
      'INV-000002',
      'INV-000003',
      'INV-000004',
      'INV-000005',
      'INV-000006',
      'INV-000007',
      'INV-000008',
      'INV-000009',
      'INV-000010',
    ]);

    // Refused by the validator, then by the hook (no price, no item): no number taken.
    const invalid = await manager.post('/api/jf-invoices', {
      form: form('invoice', { due_on: '' }),
    });
    expect(invalid.statusCode).toBe(422);
    const noPrice = await manager.post('/api/jf-invoices', {
      form: form('invoice', { 'lines[0][unit_price]': '' }),
    });
    expect(noPrice.statusCode).toBe(422);

    // A transaction that took a number and then failed gives it back.
    await expect(
      t.database.handle.db.transaction(async (tx) => {
        expect(await nextNumber(tx as unknown as Executor, 2, 'invoice')).toBe('INV-000011');
        throw new Error('the create failed after its number');
      }),
    ).rejects.toThrow('the create failed after its number');

    const next = await manager.post('/api/jf-invoices', { form: form('invoice') });
    expect(next.json().data.number).toBe('INV-000011');
  });

  it('numbers estimates on their own, and raced estimates and invoices never collide', async () => {
    const raced = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        manager.post('/api/jf-invoices', { form: form('estimate') }),
      ),
      ...Array.from({ length: 3 }, () =>
        manager.post('/api/jf-invoices', { form: form('invoice') }),
      ),
    ]);
    expect(raced.map((res) => res.statusCode)).toEqual(Array(7).fill(201));
    const numbers = raced.map((res) => res.json().data.number as string).sort();
    expect(numbers).toEqual([
      'EST-000001',
      'EST-000002',
      'EST-000003',
      'EST-000004',
      'INV-000012',
      'INV-000013',
      'INV-000014',
    ]);
  });
});
