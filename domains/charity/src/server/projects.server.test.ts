/**
 * Projects on PGlite and PostgreSQL: the wizard's steps refused out of order by the API with
 * the screens' sentences, the project's life (plan, start, hand-over, finish, close, cancel,
 * delete), permissions and the brand's boundary, the views (members, beneficiaries, stock, the
 * printed distribution list), a beneficiary's received view, and batches of 500 people.
 */
import { type Agent, createTestApp, databaseKinds, type TestApp } from '@backoffice/api/testing';
import { rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../resources/projectSteps';

/** The text a PDF shows: every `(…) Tj` string of its content streams. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => (m[1] ?? '').replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

describe.each(databaseKinds())('projects on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let officer: Agent;
  let typeId: number;
  let stateId: number;
  let categoryId: number;
  let officerId: number;
  let managerId: number;
  let dispatcherId: number;
  let rice: number;
  let soap: number;
  /** Beneficiary ids by name. */
  const people = new Map<string, number>();

  /** Registers households in one statement; answers their ids in the order given. */
  async function register(
    names: readonly string[],
    extra: { status?: string; brandId?: number } = {},
  ): Promise<number[]> {
    const rows = await rowsOf<{ id: number; name: string }>(
      t.database.handle.db,
      sql`insert into beneficiaries (brand_id, name, gender, phone, state_id, category_id,
            household_size, status, duplicate_confirmed)
          values ${sql.join(
            names.map(
              (name, i) => sql`(${extra.brandId ?? 1}, ${name}, ${i % 2 ? 'male' : 'female'},
                ${`71355${String(10000 + people.size + i).slice(-5)}`}, ${stateId}, ${categoryId},
                ${1 + (i % 8)}, ${extra.status ?? 'active'}, false)`,
            ),
            sql`, `,
          )}
          returning id, name`,
    );
    for (const row of rows) people.set(row.name, Number(row.id));
    return rows.map((row) => Number(row.id));
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', 1);
    officer = await t.signedIn('officer', 1);
    const staff = (await manager.get('/api/staff')).json().data as { id: number; name: string }[];
    officerId = staff.find((s) => s.name === 'Faith Okoro')?.id as number;
    managerId = staff.find((s) => s.name === 'Mona Manager')?.id as number;
    const [dispatcher] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`select id from users where email = 'dispatcher@backoffice.test'`,
    );
    dispatcherId = Number(dispatcher?.id);
    typeId = (await manager.post('/api/project-types', { json: { name: 'Food relief' } })).json()
      .data.id;
    stateId = (await manager.post('/api/states', { json: { name: 'Texas', code: 'TX' } })).json()
      .data.id;
    categoryId = (
      await manager.post('/api/beneficiary-categories', { json: { name: 'Families' } })
    ).json().data.id;
    const itemType = (
      await manager.post('/api/package-item-types', { json: { name: 'Food' } })
    ).json().data.id;
    const item = async (name: string, unit: string, cost: number, stock: number) => {
      const made = await manager.post('/api/package-items', {
        json: { name, type_id: itemType, unit, unit_cost: cost },
      });
      const id = made.json().data.id as number;
      await manager.post(`/api/package-items/${id}/purchase`, {
        json: { quantity: stock, unit_cost: cost, purchased_on: '2026-03-01' },
      });
      return id;
    };
    rice = await item('Rice (5 kg bag)', 'bag', 650, 1000);
    soap = await item('Bar soap', 'bar', 60, 2000);
    await register(['Amina Bello', 'Hodan Farah', 'Achol Deng', 'Wanjiru Mwangi']);
    await register(['Musa Inactive'], { status: 'inactive' });
    await register(['Deng Deceased'], { status: 'deceased' });
  }, 120_000);
  afterAll(async () => t?.close());

  const lines = (...names: string[]) =>
    names.map((name) => ({ beneficiary_id: people.get(name) as number }));
  const newProject = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await manager.post('/api/projects', {
      json: {
        name,
        type_id: typeId,
        starts_on: '2026-04-01',
        ends_on: '2026-04-30',
        location: 'Alief Community Center, Houston',
        state_id: stateId,
        budget: 250_000,
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; status: string; version: number };
  };
  const members = (id: number) =>
    manager.post(`/api/projects/${id}/members`, {
      json: {
        lines: [
          { user_id: managerId, role: 'lead' },
          { user_id: officerId, role: 'field_officer' },
        ],
      },
    });
  const setPackage = (id: number) =>
    manager.put(`/api/projects/${id}`, {
      json: {
        lines: [
          { package_item_id: rice, quantity: 2 },
          { package_item_id: soap, quantity: 6 },
        ],
      },
    });

  it('refuses each wizard step while an earlier one is incomplete, with the screens’ sentences', async () => {
    // A package on create: a new project has no members yet.
    const early = await manager.post('/api/projects', {
      json: {
        name: 'Too early',
        type_id: typeId,
        starts_on: '2026-04-01',
        location: 'Houston',
        lines: [{ package_item_id: rice, quantity: 1 }],
      },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ lines: [PROJECT_MESSAGES.membersFirst] });
    expect(PROJECT_MESSAGES.membersFirst).toBe(
      "Add the project's members first: the package comes after the members step.",
    );

    const project = await newProject('April food packages');
    expect(project).toMatchObject({ status: 'draft', version: 1 });
    const id = project.id;

    // The package before the members: 422 under lines.
    const pack = await setPackage(id);
    expect(pack.statusCode).toBe(422);
    expect(pack.json().errors).toEqual({ lines: [PROJECT_MESSAGES.membersFirst] });
    // Beneficiaries before the members, then before the package: 409.
    const before = await manager.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Amina Bello') },
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(PROJECT_MESSAGES.membersFirst);
    // Planning with every step to do: the first one's sentence.
    const plan = await manager.post(`/api/projects/${id}/plan`);
    expect(plan.statusCode).toBe(409);
    expect(plan.json().message).toBe(PROJECT_MESSAGES.membersFirst);

    // Members: users of the brand, each once; then the list is replaced.
    const stranger = await manager.post(`/api/projects/${id}/members`, {
      json: {
        lines: [
          { user_id: dispatcherId, role: 'driver' },
          { user_id: officerId, role: 'field_officer' },
          { user_id: officerId, role: 'volunteer' },
        ],
      },
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({
      'lines.0.user_id': ['The selected staff member is not a user of this brand.'],
      'lines.2.user_id': ['Each staff member is listed once.'],
    });
    const saved = await members(id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ members_count: 2, version: 2 });

    const noPackage = await manager.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Amina Bello') },
    });
    expect(noPackage.statusCode).toBe(409);
    expect(noPackage.json().message).toBe(
      'Set the package first: beneficiaries are chosen after the package step.',
    );
    expect((await manager.post(`/api/projects/${id}/plan`)).json().message).toBe(
      PROJECT_MESSAGES.packageFirst,
    );

    // The package: each item once.
    const twice = await manager.put(`/api/projects/${id}`, {
      json: {
        lines: [
          { package_item_id: rice, quantity: 2 },
          { package_item_id: rice, quantity: 3 },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      'lines.1.package_item_id': ['Line 2: the package item field has a duplicate value.'],
    });
    const packed = await setPackage(id);
    expect(packed.statusCode).toBe(200);
    expect(packed.json().data.lines).toHaveLength(2);
    expect((await manager.post(`/api/projects/${id}/plan`)).json().message).toBe(
      'Choose the beneficiaries first: packages are handed over after the beneficiaries step.',
    );

    // Hand-over and start before the distribution is planned.
    const handEarly = await manager.post(`/api/projects/${id}/hand-over`, {
      json: {
        handed_over_on: '2026-04-02',
        handed_over_by: officerId,
        lines: lines('Amina Bello'),
      },
    });
    expect(handEarly.statusCode).toBe(409);
    expect(handEarly.json().message).toBe(
      'Start the distribution first: packages are handed over while it is in progress.',
    );
    const startEarly = await manager.post(`/api/projects/${id}/start`);
    expect(startEarly.statusCode).toBe(409);
    expect(startEarly.json().message).toBe('Only a planned project can start its distribution.');

    // Beneficiaries: registered with the brand and active; someone already added is skipped.
    const [elsewhere] = await register(['Other Brand Person'], { brandId: 2 });
    const bad = await manager.post(`/api/projects/${id}/add-beneficiaries`, {
      json: {
        lines: [
          ...lines('Amina Bello', 'Musa Inactive', 'Deng Deceased'),
          { beneficiary_id: elsewhere },
          { beneficiary_id: 987654 },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'lines.1.beneficiary_id': ['Musa Inactive is inactive and cannot be added to a project.'],
      'lines.2.beneficiary_id': ['Deng Deceased is deceased and cannot be added to a project.'],
      'lines.3.beneficiary_id': [`Beneficiary #${elsewhere} is not registered with this brand.`],
      'lines.4.beneficiary_id': ['Beneficiary #987654 is not registered with this brand.'],
    });
    const added = await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Amina Bello', 'Hodan Farah', 'Achol Deng') },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.beneficiaries_count).toBe(3);
    const again = await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Amina Bello', 'Wanjiru Mwangi') },
    });
    expect(again.json().data.beneficiaries_count).toBe(4);
    const notOn = await officer.post(`/api/projects/${id}/remove-beneficiaries`, {
      json: { lines: lines('Wanjiru Mwangi', 'Musa Inactive') },
    });
    expect(notOn.statusCode).toBe(422);
    expect(notOn.json().errors).toEqual({
      'lines.1.beneficiary_id': ['Musa Inactive is not a beneficiary of this project.'],
    });
    const removed = await officer.post(`/api/projects/${id}/remove-beneficiaries`, {
      json: { lines: lines('Wanjiru Mwangi') },
    });
    expect(removed.json().data.beneficiaries_count).toBe(3);

    // The dates in order.
    const dates = await manager.put(`/api/projects/${id}`, { json: { ends_on: '2026-03-31' } });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({
      ends_on: ['The ends on field must be a date after or equal to starts on.'],
    });

    // Every step done: planned, then started; the package is then fixed, the details are not.
    const planned = await manager.post(`/api/projects/${id}/plan`);
    expect(planned.statusCode).toBe(200);
    expect(planned.json().data.status).toBe('planned');
    const emptied = await manager.put(`/api/projects/${id}`, { json: { lines: [] } });
    expect(emptied.json().errors).toEqual({ lines: ['The package field is required.'] });
    const started = await manager.post(`/api/projects/${id}/start`);
    expect(started.json().data.status).toBe('in_progress');
    const locked = await setPackage(id);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({
      lines: ['The package cannot change once the distribution has started.'],
    });
    const details = await manager.put(`/api/projects/${id}`, {
      json: { location: 'Alief Community Center, Room 2' },
    });
    expect(details.statusCode).toBe(200);
    // Finishing before anything was handed over.
    const finish = await manager.post(`/api/projects/${id}/finish`);
    expect(finish.statusCode).toBe(409);
    expect(finish.json().message).toBe(
      'Hand over at least one package before finishing the distribution.',
    );
  });

  it('hands over, refuses what does not fit, fulfils, closes, and keeps a closed project', async () => {
    const { id } = await newProject('Ramadan packages');
    await members(id);
    await setPackage(id);
    await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Amina Bello', 'Hodan Farah', 'Achol Deng') },
    });
    await manager.post(`/api/projects/${id}/plan`);
    await manager.post(`/api/projects/${id}/start`);
    const hand = (body: Record<string, unknown>) =>
      officer.post(`/api/projects/${id}/hand-over`, { json: body });

    const future = await hand({
      handed_over_on: '2999-01-01',
      handed_over_by: dispatcherId,
      lines: lines('Amina Bello'),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({
      handed_over_on: ['The handed over on field must be a date before or equal to today.'],
      handed_over_by: ['The person handing over must be a member of the project.'],
    });
    const stranger = await hand({
      handed_over_on: '2026-04-02',
      handed_over_by: officerId,
      lines: lines('Amina Bello', 'Wanjiru Mwangi'),
    });
    expect(stranger.json().errors).toEqual({
      'lines.1.beneficiary_id': ['Wanjiru Mwangi is not a beneficiary of this project.'],
    });
    const first = await hand({
      handed_over_on: '2026-04-02',
      handed_over_by: officerId,
      collected_by: 'Her son Ibrahim',
      lines: lines('Amina Bello'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'in_progress', handed_over_count: 1 });
    const twice = await hand({
      handed_over_on: '2026-04-02',
      handed_over_by: officerId,
      lines: lines('Amina Bello'),
    });
    expect(twice.json().errors).toEqual({
      'lines.0.beneficiary_id': ['Amina Bello has already received the package.'],
    });
    const notYet = await officer.post(`/api/projects/${id}/undo-hand-over`, {
      json: { lines: lines('Hodan Farah') },
    });
    expect(notYet.json().errors).toEqual({
      'lines.0.beneficiary_id': ['Hodan Farah has not received the package yet.'],
    });
    const stays = await officer.post(`/api/projects/${id}/remove-beneficiaries`, {
      json: { lines: lines('Amina Bello') },
    });
    expect(stays.json().errors).toEqual({
      'lines.0.beneficiary_id': ['Amina Bello has received the package and stays on the project.'],
    });

    // The received view of Amina: the project and her package.
    const received = await officer.get(`/api/beneficiaries/${people.get('Amina Bello')}/received`);
    expect(received.json().data).toEqual({
      projects: expect.arrayContaining([
        {
          id,
          name: 'Ramadan packages',
          status: 'in_progress',
          starts_on: '2026-04-01',
          ends_on: '2026-04-30',
          handed_over_on: '2026-04-02',
        },
      ]),
      packages: [
        {
          project_id: id,
          project_name: 'Ramadan packages',
          handed_over_on: '2026-04-02',
          handed_over_by_name: 'Faith Okoro',
          collected_by: 'Her son Ibrahim',
          items: [
            { name: 'Rice (5 kg bag)', unit: 'bag', quantity: 2 },
            { name: 'Bar soap', unit: 'bar', quantity: 6 },
          ],
        },
      ],
    });

    // Wanjiru joins late; the other two receive: one still waits, so the distribution runs on.
    await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Wanjiru Mwangi') },
    });
    const rest = await hand({
      handed_over_on: '2026-04-03',
      handed_over_by: managerId,
      lines: lines('Hodan Farah', 'Achol Deng'),
    });
    expect(rest.json().data).toMatchObject({ status: 'in_progress', handed_over_count: 3 });
    // She moved away and is taken off: everyone left has received, so the project is fulfilled.
    const gone = await officer.post(`/api/projects/${id}/remove-beneficiaries`, {
      json: { lines: lines('Wanjiru Mwangi') },
    });
    expect(gone.json().data).toMatchObject({
      status: 'fulfilled',
      beneficiaries_count: 3,
      handed_over_count: 3,
    });
    // A fulfilled project's details may change; a version sent from before is refused.
    const stale = await manager.put(`/api/projects/${id}`, {
      json: { description: 'Dates and rice', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.status).toBe('fulfilled');
    expect(
      (await manager.put(`/api/projects/${id}`, { json: { description: 'Dates and rice' } }))
        .statusCode,
    ).toBe(200);
    const closed = await manager.post(`/api/projects/${id}/close`);
    expect(closed.json().data.status).toBe('closed');
    const change = await manager.put(`/api/projects/${id}`, { json: { location: 'Elsewhere' } });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('A closed project cannot be changed.');
    expect(
      (
        await manager.post(`/api/projects/${id}/members`, {
          json: { lines: [{ user_id: officerId, role: 'lead' }] },
        })
      ).statusCode,
    ).toBe(409);
    const remove = await manager.delete(`/api/projects/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe('Only a draft project can be deleted: cancel it instead.');
  });

  it('cancels with a reason, deletes only drafts, and links donations', async () => {
    const draft = await newProject('Winter blankets');
    await members(draft.id);
    expect((await manager.delete(`/api/projects/${draft.id}`)).statusCode).toBe(204);
    expect((await manager.get(`/api/projects/${draft.id}`)).statusCode).toBe(404);
    const [left] = await rowsOf<{ n: string }>(
      t.database.handle.db,
      sql`select count(*) as n from project_members where project_id = ${draft.id}`,
    );
    expect(Number(left?.n)).toBe(0);

    const school = await newProject('Back to school');
    const cash = await manager.post('/api/donations', {
      json: {
        donor: 'Rotary Club of Sugar Land',
        received_on: '2026-03-20',
        kind: 'cash',
        amount: 150_000,
        payment_method: 'cheque',
        project_id: school.id,
      },
    });
    expect(cash.statusCode).toBe(201);
    await manager.post('/api/donations', {
      json: {
        donor: 'Houston Food Network',
        received_on: '2026-03-21',
        kind: 'in_kind',
        project_id: school.id,
        lines: [{ package_item_id: soap, quantity: 100 }],
      },
    });
    // $1,500.00 + 100 x $0.60 = $1,560.00.
    expect((await manager.get(`/api/projects/${school.id}`)).json().data.donations_total).toBe(
      156_000,
    );
    // A draft that donations name stays: 409, as for any record others refer to.
    const kept = await manager.delete(`/api/projects/${school.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('This project is still in use and cannot be deleted.');
    const cancelled = await manager.post(`/api/projects/${school.id}/cancel`, {
      json: { reason: 'The school district supplied every pupil.' },
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The school district supplied every pupil.',
    });
    const change = await manager.put(`/api/projects/${school.id}`, { json: { budget: 1 } });
    expect(change.json().message).toBe('A cancelled project cannot be changed.');
    // A donation names a project of the brand only.
    const unknown = await manager.post('/api/donations', {
      json: {
        donor: 'Anonymous',
        received_on: '2026-03-22',
        kind: 'cash',
        amount: 100,
        payment_method: 'cash',
        project_id: 999_999,
      },
    });
    expect(unknown.json().errors).toEqual({ project_id: ['The selected project is invalid.'] });
  });

  it('lets access_projects in, and keeps everyone else and other brands out', async () => {
    const { id } = await newProject('Permissions check');
    // The field officer: projects and beneficiaries, nothing else of the charity.
    expect((await officer.get('/api/projects')).statusCode).toBe(200);
    expect((await officer.get(`/api/projects/${id}`)).statusCode).toBe(200);
    expect((await officer.get(`/api/projects/${id}/members`)).statusCode).toBe(200);
    expect((await officer.get('/api/beneficiaries')).statusCode).toBe(200);
    expect((await officer.get('/api/donations')).statusCode).toBe(403);
    // It picks the project's type and the package's items without managing them.
    expect((await officer.get('/api/project-types')).statusCode).toBe(200);
    expect((await officer.get('/api/package-items')).statusCode).toBe(200);
    expect(
      (await officer.post('/api/package-items', { json: { name: 'Flour', unit: 'kg' } }))
        .statusCode,
    ).toBe(403);
    const held = await rowsOf<{ name: string }>(
      t.database.handle.db,
      sql`select distinct p.name from users u
            join user_roles ur on ur.user_id = u.id
            join role_permissions rp on rp.role_id = ur.role_id
            join permissions p on p.id = rp.permission_id
           where u.email = 'officer@backoffice.test' order by p.name`,
    );
    expect(held.map((p) => p.name)).toEqual(['access_beneficiaries', 'access_projects']);

    // Human resources works in brand 1 without access_projects: 403 everywhere.
    const hr = await t.signedIn('hr', 1);
    expect((await hr.get('/api/projects')).statusCode).toBe(403);
    expect((await hr.get(`/api/projects/${id}`)).statusCode).toBe(403);
    expect((await hr.get(`/api/projects/${id}/stock`)).statusCode).toBe(403);
    expect((await hr.post(`/api/projects/${id}/plan`)).statusCode).toBe(403);
    // The farm brand has no projects: 403 (the administrator works there: the active brand is
    // kept per user, so the manager stays in brand 1); an id the brand does not have: 404.
    const farm = await t.signedIn('admin', 2);
    expect((await farm.get('/api/projects')).statusCode).toBe(403);
    expect((await manager.get('/api/projects/987654')).statusCode).toBe(404);
    expect((await manager.get('/api/projects/987654/print')).statusCode).toBe(404);
    expect((await manager.post('/api/projects/987654/plan')).statusCode).toBe(404);
  });

  it('answers the members, beneficiaries, stock and the printed distribution list', async () => {
    const { id } = await newProject('Eid distribution');
    await members(id);
    await setPackage(id);
    await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: lines('Hodan Farah', 'Achol Deng', 'Amina Bello') },
    });
    await manager.post(`/api/projects/${id}/plan`);
    await manager.post(`/api/projects/${id}/start`);
    await officer.post(`/api/projects/${id}/hand-over`, {
      json: {
        handed_over_on: '2026-04-05',
        handed_over_by: officerId,
        collected_by: 'Her daughter',
        lines: lines('Hodan Farah'),
      },
    });

    const team = (await officer.get(`/api/projects/${id}/members`)).json().data;
    expect(team).toEqual([
      { user_id: managerId, name: 'Mona Manager', role: 'lead', roles: ['Manager'] },
      { user_id: officerId, name: 'Faith Okoro', role: 'field_officer', roles: ['Field Officer'] },
    ]);

    const list = (await officer.get(`/api/projects/${id}/beneficiaries`)).json().data as Record<
      string,
      unknown
    >[];
    expect(list.map((b) => b.name)).toEqual(['Achol Deng', 'Amina Bello', 'Hodan Farah']);
    expect(list[2]).toMatchObject({
      beneficiary_id: people.get('Hodan Farah'),
      gender: 'male',
      category: 'Families',
      state: 'Texas',
      status: 'active',
      handed_over_on: '2026-04-05',
      handed_over_by: officerId,
      handed_over_by_name: 'Faith Okoro',
      collected_by: 'Her daughter',
    });
    expect(list[0]).toMatchObject({ handed_over_on: null, handed_over_by_name: null });
    expect(typeof list[0]?.added_at).toBe('string');

    // 3 households x 2 bags = 6 needed, 1 x 2 = 2 handed out, 4 still needed; soap 3 x 6 = 18,
    // 6 out, 12 still needed. On hand is whatever the other tests left: read, then compare.
    const stock = (await officer.get(`/api/projects/${id}/stock`)).json().data as Record<
      string,
      number
    >[];
    expect(stock.map(({ on_hand: _, ...rest }) => rest)).toEqual([
      {
        package_item_id: rice,
        name: 'Rice (5 kg bag)',
        unit: 'bag',
        quantity: 2,
        needed: 6,
        handed_out: 2,
        still_needed: 4,
        short: 0,
      },
      {
        package_item_id: soap,
        name: 'Bar soap',
        unit: 'bar',
        quantity: 6,
        needed: 18,
        handed_out: 6,
        still_needed: 12,
        short: 0,
      },
    ]);
    const items = (await manager.get('/api/package-items?sort=name&direction=asc')).json().data;
    expect(stock.map((s) => s.on_hand)).toEqual([
      items.find((i: { id: number }) => i.id === rice).on_hand,
      items.find((i: { id: number }) => i.id === soap).on_hand,
    ]);

    const print = await officer.get(`/api/projects/${id}/print`);
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toContain('application/pdf');
    expect(print.headers['content-disposition']).toContain(`distribution-list-${id}.pdf`);
    const text = pdfText(print.rawPayload);
    for (const words of [
      'Distribution list: Eid distribution',
      'Food relief',
      'Alief Community Center, Houston',
      '2026-04-01 to 2026-04-30',
      '2 bag  Rice (5 kg bag)',
      '6 bar  Bar soap',
      'Household',
      'Received on',
      'Signature',
      'Achol Deng',
      'Amina Bello',
      'Hodan Farah',
      '2026-04-05',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('adds 500 beneficiaries in one request, and removes them in one', async () => {
    const names = Array.from(
      { length: 500 },
      (_, i) => `Household ${String(i + 1).padStart(3, '0')}`,
    );
    const ids = await register(names);
    const { id } = await newProject('Citywide food drive');
    await members(id);
    await setPackage(id);
    const started = performance.now();
    const added = await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: ids.map((beneficiary_id) => ({ beneficiary_id })) },
    });
    const took = performance.now() - started;
    expect(added.statusCode).toBe(200);
    expect(added.json().data.beneficiaries_count).toBe(500);
    console.info(`500 beneficiaries added in ${Math.round(took)} ms`);
    const view = (await officer.get(`/api/projects/${id}/beneficiaries`)).json().data;
    expect(view).toHaveLength(500);
    expect(view[0].name).toBe('Household 001');
    // The printed list runs over several pages, its headings on each.
    const print = await officer.get(`/api/projects/${id}/print`);
    expect(print.statusCode).toBe(200);
    const text = pdfText(print.rawPayload);
    expect(text).toContain('Household 500');
    expect(text).toContain('Distribution list: Citywide food drive (continued)');
    expect(text.split('Signature').length - 1).toBeGreaterThan(10);
    // 1,001 at once is over the batch.
    const over = await officer.post(`/api/projects/${id}/add-beneficiaries`, {
      json: { lines: Array.from({ length: 1001 }, () => ({ beneficiary_id: ids[0] })) },
    });
    expect(over.statusCode).toBe(422);
    const removed = await officer.post(`/api/projects/${id}/remove-beneficiaries`, {
      json: { lines: ids.slice(0, 499).map((beneficiary_id) => ({ beneficiary_id })) },
    });
    expect(removed.json().data.beneficiaries_count).toBe(1);
  });
});
