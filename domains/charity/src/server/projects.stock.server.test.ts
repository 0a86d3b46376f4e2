/**
 * Projects and the stock of package items, on PGlite and PostgreSQL: a worked example written
 * out figure by figure (in-kind donations raise stock, an edited donation adjusts it, a
 * hand-over lowers it, an undo raises it again) and stock never below zero, even with two
 * officers marking packages handed over at the same moment.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(databaseKinds())('projects and stock on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let officer: Agent;
  let typeId: number;
  let officerId: number;
  let managerId: number;
  let rice: number;
  let oil: number;
  let kits: number;
  /** Beneficiary ids by name. */
  const people = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
    officer = await t.signedIn('officer', 1);
    const staff = (await manager.get('/api/staff')).json().data as { id: number; name: string }[];
    officerId = staff.find((s) => s.name === 'Faith Okoro')?.id as number;
    managerId = staff.find((s) => s.name === 'Mona Manager')?.id as number;
    typeId = (await manager.post('/api/project-types', { json: { name: 'Food relief' } })).json()
      .data.id;
    const itemType = (
      await manager.post('/api/package-item-types', { json: { name: 'Food' } })
    ).json().data.id;
    const item = async (name: string, unit: string, unitCost: number) => {
      const res = await manager.post('/api/package-items', {
        json: { name, type_id: itemType, unit, unit_cost: unitCost },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as number;
    };
    rice = await item('Rice (5 kg bag)', 'bag', 650);
    oil = await item('Cooking oil', 'litre', 250);
    kits = await item('Family hygiene kit', 'kit', 1850);
    const state = (
      await manager.post('/api/states', { json: { name: 'Texas', code: 'TX' } })
    ).json().data.id;
    const category = (
      await manager.post('/api/beneficiary-categories', { json: { name: 'Families' } })
    ).json().data.id;
    // Fifteen households, registered in one statement.
    const names = [
      'Amina Bello',
      'Hodan Farah',
      'Achol Deng',
      'Wanjiru Mwangi',
      'Ngozi Okafor',
      'Fatima Abdi',
      'Halima Yusuf',
      'Nyandeng Majok',
      'Grace Otieno',
      'Mercy Achieng',
      'Zainab Lawal',
      'Asha Hassan',
      'Blessing Eze',
      'Khadija Ali',
      'Funmilayo Adebayo',
    ];
    const rows = await rowsOf<{ id: number; name: string }>(
      t.database.handle.db,
      sql`insert into beneficiaries (brand_id, name, gender, state_id, category_id,
            household_size, status, duplicate_confirmed)
          values ${sql.join(
            names.map(
              (name, i) =>
                sql`(1, ${name}, 'female', ${state}, ${category}, ${2 + i}, 'active', false)`,
            ),
            sql`, `,
          )}
          returning id, name`,
    );
    for (const row of rows) people.set(row.name, Number(row.id));
  }, 120_000);
  afterAll(async () => t?.close());

  const onHand = async () => {
    const res = await manager.get('/api/package-items?sort=name&direction=asc');
    return Object.fromEntries(
      (res.json().data as { name: string; on_hand: number }[]).map((r) => [r.name, r.on_hand]),
    );
  };
  const ids = (...names: string[]) =>
    names.map((name) => ({ beneficiary_id: people.get(name) as number }));

  /** A project with its members, its package and its beneficiaries, its distribution started. */
  async function startedProject(
    name: string,
    pack: [number, number][],
    beneficiaries: string[],
  ): Promise<number> {
    const made = await manager.post('/api/projects', {
      json: { name, type_id: typeId, starts_on: '2026-03-01', location: 'Alief, Houston' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    const steps = [
      manager.post(`/api/projects/${id}/members`, {
        json: {
          lines: [
            { user_id: managerId, role: 'lead' },
            { user_id: officerId, role: 'field_officer' },
          ],
        },
      }),
    ];
    expect((await steps[0])?.statusCode).toBe(200);
    const saved = await manager.put(`/api/projects/${id}`, {
      json: {
        lines: pack.map(([package_item_id, quantity]) => ({ package_item_id, quantity })),
      },
    });
    expect(saved.statusCode).toBe(200);
    const added = await manager.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: ids(...beneficiaries) },
    });
    expect(added.statusCode).toBe(200);
    expect((await manager.post(`/api/projects/${id}/plan`)).statusCode).toBe(200);
    expect((await manager.post(`/api/projects/${id}/start`)).statusCode).toBe(200);
    return id;
  }

  it('moves stock through donations, an edit, a hand-over and its undo, figure by figure', async () => {
    expect(await onHand()).toEqual({
      'Cooking oil': 0,
      'Family hygiene kit': 0,
      'Rice (5 kg bag)': 0,
    });

    // 1. Donation A, 2 March, in kind: 100 bags of rice, 40 litres of oil.
    //    Rice 0 + 100 = 100; oil 0 + 40 = 40.
    const a = await manager.post('/api/donations', {
      json: {
        donor: 'St. Mary Parish',
        received_on: '2026-03-02',
        kind: 'in_kind',
        lines: [
          { package_item_id: rice, quantity: 100 },
          { package_item_id: oil, quantity: 40 },
        ],
      },
    });
    expect(a.statusCode).toBe(201);
    expect(await onHand()).toMatchObject({ 'Cooking oil': 40, 'Rice (5 kg bag)': 100 });

    // 2. Donation B, 5 March: 20 bags of rice, 10 litres of oil. Rice 100 + 20 = 120; oil
    //    40 + 10 = 50.
    const b = await manager.post('/api/donations', {
      json: {
        donor: 'Houston Food Network',
        received_on: '2026-03-05',
        kind: 'in_kind',
        lines: [
          { package_item_id: rice, quantity: 20 },
          { package_item_id: oil, quantity: 10 },
        ],
      },
    });
    expect(b.statusCode).toBe(201);
    expect(await onHand()).toMatchObject({ 'Cooking oil': 50, 'Rice (5 kg bag)': 120 });

    // 3. Donation B edited: it was 30 bags of rice, not 20. Rice 120 + (30 - 20) = 130; oil 50.
    const edited = await manager.put(`/api/donations/${b.json().data.id}`, {
      json: {
        lines: [
          { package_item_id: rice, quantity: 30 },
          { package_item_id: oil, quantity: 10 },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await onHand()).toMatchObject({ 'Cooking oil': 50, 'Rice (5 kg bag)': 130 });

    // 4. A project for 12 households, each receiving 2 bags of rice and 5 litres of oil:
    //    needed 24 bags and 60 litres. Nothing moves before a hand-over.
    const twelve = [...people.keys()].slice(0, 12);
    const project = await startedProject(
      'March food packages',
      [
        [rice, 2],
        [oil, 5],
      ],
      twelve,
    );
    expect(await onHand()).toMatchObject({ 'Cooking oil': 50, 'Rice (5 kg bag)': 130 });

    // 5. 10 March: 8 households receive their package. Rice 130 - 8 x 2 = 114; oil
    //    50 - 8 x 5 = 10. One movement per item, on the hand-over's day.
    const first = await officer.post(`/api/projects/${project}/hand-over`, {
      json: {
        handed_over_on: '2026-03-10',
        handed_over_by: officerId,
        collected_by: 'Family members',
        lines: ids(...twelve.slice(0, 8)),
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'in_progress',
      beneficiaries_count: 12,
      handed_over_count: 8,
    });
    expect(await onHand()).toMatchObject({ 'Cooking oil': 10, 'Rice (5 kg bag)': 114 });

    // 6. Three of them were marked by mistake: undone. Rice 114 + 3 x 2 = 120; oil
    //    10 + 3 x 5 = 25.
    const undo = await officer.post(`/api/projects/${project}/undo-hand-over`, {
      json: { lines: ids(...twelve.slice(5, 8)) },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data.handed_over_count).toBe(5);
    expect(await onHand()).toMatchObject({ 'Cooking oil': 25, 'Rice (5 kg bag)': 120 });

    // 7. The stock view: 12 x 2 = 24 bags needed, 5 x 2 = 10 handed out, 7 x 2 = 14 still
    //    needed against 120 on hand; 12 x 5 = 60 litres needed, 25 handed out, 35 still needed
    //    against 25 on hand: 10 litres short.
    const stock = await manager.get(`/api/projects/${project}/stock`);
    expect(stock.json().data).toEqual([
      {
        package_item_id: rice,
        name: 'Rice (5 kg bag)',
        unit: 'bag',
        quantity: 2,
        needed: 24,
        handed_out: 10,
        still_needed: 14,
        on_hand: 120,
        short: 0,
      },
      {
        package_item_id: oil,
        name: 'Cooking oil',
        unit: 'litre',
        quantity: 5,
        needed: 60,
        handed_out: 25,
        still_needed: 35,
        on_hand: 25,
        short: 10,
      },
    ]);

    // 8. The 7 left cannot all receive: 35 litres of oil with 25 on hand. Refused whole;
    //    nothing moves, nobody is marked.
    const tooMany = await officer.post(`/api/projects/${project}/hand-over`, {
      json: {
        handed_over_on: '2026-03-11',
        handed_over_by: officerId,
        lines: ids(...twelve.slice(5)),
      },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      lines: [
        'Cooking oil has 25 litre on hand, so 35 litre cannot be taken out: stock never goes below zero.',
      ],
    });
    expect(await onHand()).toMatchObject({ 'Cooking oil': 25, 'Rice (5 kg bag)': 120 });

    // 9. 5 of them can: rice 120 - 10 = 110, oil 25 - 25 = 0 (exactly zero is allowed).
    const five = await officer.post(`/api/projects/${project}/hand-over`, {
      json: {
        handed_over_on: '2026-03-11',
        handed_over_by: managerId,
        lines: ids(...twelve.slice(5, 10)),
      },
    });
    expect(five.statusCode).toBe(200);
    expect(five.json().data.handed_over_count).toBe(10);
    expect(await onHand()).toMatchObject({ 'Cooking oil': 0, 'Rice (5 kg bag)': 110 });

    // 10. The rice's ledger names the project on its distributions, newest first by day, with
    //     the balance after each in day order: A 100; B 120; its edit (+10, on B's day) 130;
    //     10 March -16: 114; 11 March -10: 104; the undo, posted today, +6: 110.
    const ledger = await manager.get(`/api/package-items/${rice}/movements`);
    const moves = ledger.json().data.movements as {
      source: string;
      quantity: number;
      balance: number;
      reference: string | null;
      note: string | null;
    }[];
    expect(moves.map((m) => [m.source, m.quantity, m.balance, m.reference, m.note])).toEqual([
      ['distribution_undo', 6, 110, 'March food packages', '3 beneficiaries undone'],
      ['distribution', -10, 104, 'March food packages', '5 beneficiaries'],
      ['distribution', -16, 114, 'March food packages', '8 beneficiaries'],
      ['donation_change', 10, 130, 'RCT-000002', 'RCT-000002 changed'],
      ['donation', 20, 120, 'RCT-000002', 'RCT-000002'],
      ['donation', 100, 100, 'RCT-000001', 'RCT-000001'],
    ]);
  });

  it('never takes stock below zero, even with two officers marking at once', async () => {
    // 3 kits bought: enough for one household of a package of 3 kits.
    const bought = await manager.post(`/api/package-items/${kits}/purchase`, {
      json: { quantity: 3, unit_cost: 1850, purchased_on: '2026-03-01' },
    });
    expect(bought.statusCode).toBe(200);
    const project = await startedProject(
      'Hygiene kits',
      [[kits, 3]],
      ['Asha Hassan', 'Khadija Ali'],
    );
    // Two officers mark two different households in the same moment: one gets the 3 kits, the
    // other is refused with the stock's sentence; 3 - 3 = 0 on hand, never -3.
    const [x, y] = await Promise.all([
      officer.post(`/api/projects/${project}/hand-over`, {
        json: {
          handed_over_on: '2026-03-12',
          handed_over_by: officerId,
          lines: ids('Asha Hassan'),
        },
      }),
      manager.post(`/api/projects/${project}/hand-over`, {
        json: {
          handed_over_on: '2026-03-12',
          handed_over_by: managerId,
          lines: ids('Khadija Ali'),
        },
      }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
    const refused = x.statusCode === 422 ? x : y;
    expect(refused.json().errors).toEqual({
      lines: [
        'Family hygiene kit has 0 kit on hand, so 3 kit cannot be taken out: stock never goes below zero.',
      ],
    });
    expect((await onHand())['Family hygiene kit']).toBe(0);
    const project2 = (await manager.get(`/api/projects/${project}`)).json().data;
    expect(project2).toMatchObject({ handed_over_count: 1, status: 'in_progress' });

    // Two projects drawing on the same item at once: 3 more kits, one household each.
    await manager.post(`/api/package-items/${kits}/purchase`, {
      json: { quantity: 3, unit_cost: 1850, purchased_on: '2026-03-13' },
    });
    const left = await startedProject('Hygiene kits, Alief', [[kits, 3]], ['Blessing Eze']);
    const right = await startedProject(
      'Hygiene kits, Sugar Land',
      [[kits, 3]],
      ['Funmilayo Adebayo'],
    );
    const raced = await Promise.all([
      officer.post(`/api/projects/${left}/hand-over`, {
        json: {
          handed_over_on: '2026-03-14',
          handed_over_by: officerId,
          lines: ids('Blessing Eze'),
        },
      }),
      manager.post(`/api/projects/${right}/hand-over`, {
        json: {
          handed_over_on: '2026-03-14',
          handed_over_by: managerId,
          lines: ids('Funmilayo Adebayo'),
        },
      }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    // 0 + 3 - 3 = 0: the winner's project is fulfilled (its one household received).
    expect((await onHand())['Family hygiene kit']).toBe(0);
    const winner = raced[0]?.statusCode === 200 ? raced[0] : raced[1];
    expect(winner?.json().data.status).toBe('fulfilled');
    const [sum] = await rowsOf<{ total: string; lowest: string }>(
      t.database.handle.db,
      sql`select sum(quantity) as total, min(running) as lowest from (
            select quantity, sum(quantity) over (order by moved_on, id) as running
            from package_item_movements where package_item_id = ${kits}) m`,
    );
    expect(Number(sum?.total)).toBe(0);
    expect(Number(sum?.lowest)).toBe(0);
  });
});
