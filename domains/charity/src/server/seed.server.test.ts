/**
 * The charity's demo rows: seeded fast after the shared entities' rows, with beneficiaries in
 * several categories, states and statuses, package items whose stock is their movements'
 * sum, donations of both kinds numbered without gaps, the next one taking the next number, and
 * projects in five states whose hand-overs took their packages out of stock.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { type Executor, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCharity } from './seed';

describe.each(databaseKinds())('the charity demo rows on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
    // The shared states the households live in (the common domain's seed makes them on an install).
    for (const [name, code] of [
      ['Texas', 'TX'],
      ['Georgia', 'GA'],
      ['Illinois', 'IL'],
    ]) {
      await manager.post('/api/states', { form: { name: String(name), code: String(code) } });
    }
    const started = performance.now();
    await t.database.handle.db.transaction(async (tx) =>
      seedCharity(tx as unknown as Executor, {
        today: new Date(Date.UTC(2026, 2, 31)),
        since: new Date(Date.UTC(2026, 0, 1)),
        users: {},
      }),
    );
    // How long the seed took is a figure to read, not a check: a busy machine takes longer.
    console.info(`charity seed: ${Math.round(performance.now() - started)} ms`);
  }, 120_000);
  afterAll(async () => t?.close());

  it('registers 81 beneficiaries in several categories, states and statuses', async () => {
    const all = await manager.get('/api/beneficiaries?per_page=100');
    const rows = all.json().data as {
      category_id: number;
      state_id: number;
      status: string;
      duplicate_confirmed: boolean;
      labels: Record<string, string>;
    }[];
    expect(all.json().total).toBe(81);
    expect(new Set(rows.map((r) => r.labels.category_id)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.labels.state_id))).toEqual(
      new Set(['Texas', 'Georgia', 'Illinois']),
    );
    const statuses = rows.map((r) => r.status);
    expect(statuses.filter((s) => s === 'deceased')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'inactive').length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.duplicate_confirmed)).toHaveLength(1);
    // Registering someone again is flagged, as in the app.
    const again = await manager.post('/api/beneficiaries', {
      form: {
        name: 'Mohamed Farah',
        gender: 'male',
        date_of_birth: '1978-06-14',
        state_id: String(rows[0]?.state_id),
        category_id: String(rows[0]?.category_id),
        household_size: '2',
      },
    });
    expect(again.statusCode).toBe(422);
  });

  it('keeps package items in stock from their purchases and donations', async () => {
    const items = await manager.get('/api/package-items?per_page=100');
    const rows = items.json().data as { name: string; on_hand: number; status: string }[];
    expect(rows).toHaveLength(13);
    expect(rows.filter((r) => r.status === 'discontinued').map((r) => r.name)).toEqual([
      'Palm oil (1 litre)',
    ]);
    for (const row of rows) expect(row.on_hand).toBeGreaterThan(0);
    // Rice (5 kg bag): 120 opening, plus what the donations brought.
    const rice = rows.find((r) => r.name === 'Rice (5 kg bag)');
    const ledger = await manager.get(
      `/api/package-items/${(rice as unknown as { id: number }).id}/movements`,
    );
    const moves = ledger.json().data.movements as { quantity: number; balance: number }[];
    expect(moves.reduce((sum, m) => sum + m.quantity, 0)).toBe(rice?.on_hand);
    expect(moves[0]?.balance).toBe(rice?.on_hand);
  });

  it('numbers 40 donations of both kinds in day order, and the next takes RCT-000041', async () => {
    const list = await manager.get('/api/donations?per_page=100&sort=receipt_number&direction=asc');
    const rows = list.json().data as {
      receipt_number: string;
      received_on: string;
      kind: string;
      status: string;
    }[];
    expect(rows).toHaveLength(40);
    expect(rows[0]?.receipt_number).toBe('RCT-000001');
    expect(rows[39]?.receipt_number).toBe('RCT-000040');
    const days = rows.map((r) => r.received_on);
    expect([...days].sort()).toEqual(days);
    expect(days[0]).toBe('2025-12-03');
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['cash', 'in_kind']));
    expect(rows.filter((r) => r.status === 'void')).toHaveLength(1);
    const next = await manager.post('/api/donations', {
      form: {
        donor: 'Walk-in donor',
        received_on: '2026-03-31',
        kind: 'cash',
        amount: '2000',
        payment_method: 'cash',
      },
    });
    expect(next.json().data.receipt_number).toBe('RCT-000041');
  });

  it('runs projects in five states, their hand-overs out of stock, never below zero', async () => {
    const list = await manager.get('/api/projects?per_page=100&sort=starts_on&direction=asc');
    const rows = list.json().data as {
      id: number;
      name: string;
      status: string;
      starts_on: string;
      beneficiaries_count: number;
      handed_over_count: number;
    }[];
    expect(
      rows.map((p) => [p.name, p.status, p.starts_on, p.beneficiaries_count, p.handed_over_count]),
    ).toEqual([
      ['Family food packages, Alief', 'closed', '2025-12-21', 20, 20],
      ['Flood relief, Sugar Land', 'cancelled', '2026-02-19', 0, 0],
      ['Monthly food packages, Southwest', 'in_progress', '2026-03-21', 40, 25],
      ['School supplies drive', 'planned', '2026-04-14', 30, 0],
      ['Clarkston water filters', 'draft', '2026-05-15', 0, 0],
    ]);
    const ramadan = rows[2] as (typeof rows)[number];
    const record = (await manager.get(`/api/projects/${ramadan.id}`)).json().data;
    expect(record.members_count).toBe(4);
    expect(record.lines).toHaveLength(3);
    expect(record.donations_total).toBeGreaterThan(0);
    const draft = (await manager.get(`/api/projects/${rows[4]?.id}`)).json().data;
    expect([draft.members_count, draft.lines.length]).toEqual([2, 0]);
    // Handed over on two days: 15 on 25 March, 10 on 29 March.
    const people = (await manager.get(`/api/projects/${ramadan.id}/beneficiaries`)).json().data as {
      handed_over_on: string | null;
      status: string;
    }[];
    const byDay = new Map<string | null, number>();
    for (const p of people) byDay.set(p.handed_over_on, (byDay.get(p.handed_over_on) ?? 0) + 1);
    expect(Object.fromEntries(byDay)).toEqual({ '2026-03-25': 15, '2026-03-29': 10, null: 15 });
    expect(people.every((p) => p.status === 'active')).toBe(true);
    // The stock view: 40 x 1 rice needed, 25 handed out, 15 still needed.
    const stock = (await manager.get(`/api/projects/${ramadan.id}/stock`)).json().data;
    expect(stock[0]).toMatchObject({ name: 'Rice (5 kg bag)', needed: 40, handed_out: 25 });
    // Every item's running balance, day by day, never below zero.
    const [lowest] = await rowsOf<{ lowest: string; distributions: string }>(
      t.database.handle.db,
      sql`select min(balance) as lowest,
                 (select count(*) from package_item_movements where source = 'distribution')
                   as distributions
            from (select sum(quantity) over (partition by package_item_id
                    order by moved_on, id) as balance from package_item_movements) m`,
    );
    expect(Number(lowest?.lowest)).toBeGreaterThanOrEqual(0);
    // 2 days x 3 items for each of the two projects that handed over.
    expect(Number(lowest?.distributions)).toBe(12);
  });
});
