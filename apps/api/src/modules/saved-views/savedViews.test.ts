import { type SavedView, savedViewSchema } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from '../../../test/helpers/app';
import { databaseKinds } from '../../../test/helpers/database';

const BASE = '/api/saved-views';
const LIST = 'customers';
/** Customers are a list of brands 2 and 9; the manager and the administrator may read it. */
const BRAND = 2;
const OTHER_BRAND = 9;

function viewOf(response: { json(): unknown }): SavedView {
  return savedViewSchema.parse((response.json() as { data: unknown }).data);
}

describe.each(databaseKinds())('saved views on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await t.signedIn('manager', BRAND);
    admin = await t.signedIn('admin', BRAND);
  }, 60_000);
  afterAll(async () => t?.close());

  async function create(agent: Agent, body: Record<string, unknown>): Promise<SavedView> {
    const created = await agent.post(BASE, { json: { list: LIST, ...body } });
    expect(created.statusCode, created.body).toBe(201);
    return viewOf(created);
  }

  async function listed(agent: Agent, list = LIST): Promise<SavedView[]> {
    const answer = await agent.get(`${BASE}?list=${list}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as unknown[]).map((view) => savedViewSchema.parse(view));
  }

  it('asks for a session, the CSRF token and an active brand', async () => {
    expect((await t.agent().get(`${BASE}?list=${LIST}`)).statusCode).toBe(401);
    const forged = await manager.post(BASE, { json: { list: LIST, name: 'X' }, noCsrf: true });
    expect(forged.statusCode).toBe(419);
    const brandless = t.agent();
    await brandless.login(ACCOUNTS.hr);
    const refused = await brandless.get(`${BASE}?list=${LIST}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Select a brand first.');
  });

  it('saves a view without its page, lists it and changes it', async () => {
    const view = await create(manager, {
      name: 'Texas buyers',
      query: '?page=3&search=ann&filter[state]=TX&per_page=50&sort=name',
      columns: ['name', 'phone'],
    });
    expect(view).toMatchObject({
      list: LIST,
      name: 'Texas buyers',
      query: 'search=ann&filter[state]=TX&sort=name',
      columns: ['name', 'phone'],
      shared: false,
      mine: true,
      is_default: false,
      version: 1,
      owner: { name: expect.any(String) },
    });
    expect((await manager.get(`${BASE}/${view.id}`)).statusCode).toBe(200);
    // The app sends forms: a blank query is none, columns travel as a PHP list, shared as 1.
    const fromForm = await manager.post(BASE, {
      form: { list: LIST, name: 'All of them', query: '', 'columns[]': ['name'], shared: '1' },
    });
    expect(fromForm.statusCode, fromForm.body).toBe(201);
    expect(viewOf(fromForm)).toMatchObject({ query: '', columns: ['name'], shared: true });
    expect((await listed(manager)).map((v) => v.name)).toEqual(['All of them', 'Texas buyers']);

    const renamed = await manager.put(`${BASE}/${view.id}`, {
      json: { name: 'Austin buyers', query: 'search=austin&page=2', columns: null, version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(viewOf(renamed)).toMatchObject({
      name: 'Austin buyers',
      query: 'search=austin',
      columns: null,
      version: 2,
    });
    // Based on version 1, which someone changed since: 409 with the view as it is.
    const stale = await manager.put(`${BASE}/${view.id}`, { json: { name: 'Late', version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This view was changed by someone else while you were editing it.',
    );
    expect(savedViewSchema.parse(stale.json().data)).toMatchObject({
      name: 'Austin buyers',
      version: 2,
    });
    // Its own name in another case is not taken; another of the owner's views' name is.
    const recased = await manager.put(`${BASE}/${view.id}`, { json: { name: 'AUSTIN buyers' } });
    expect(recased.statusCode).toBe(200);
    const clash = await manager.put(`${BASE}/${view.id}`, { json: { name: 'all of them' } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: ['The name has already been taken.'] });

    expect((await manager.delete(`${BASE}/${view.id}`)).statusCode).toBe(204);
    expect((await manager.get(`${BASE}/${view.id}`)).statusCode).toBe(404);
    expect((await manager.delete(`${BASE}/${view.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad name, query, columns or list', async () => {
    await create(manager, { name: 'Taken' });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ list: LIST }, { name: ['The name field is required.'] }],
      [{ list: LIST, name: '   ' }, { name: ['The name field is required.'] }],
      [
        { list: LIST, name: 'x'.repeat(61) },
        { name: ['The name field must not be greater than 60 characters.'] },
      ],
      [{ list: LIST, name: 'TAKEN' }, { name: ['The name has already been taken.'] }],
      [
        { list: LIST, name: 'Long', query: `search=${'a'.repeat(2000)}` },
        { query: ['The query field must not be greater than 2000 characters.'] },
      ],
      [
        { list: LIST, name: 'Cols', columns: 'name' },
        { columns: ['The columns field must be an array.'] },
      ],
      [{ name: 'No list' }, { list: ['The list field is required.'] }],
      [{ list: 'no_such_list', name: 'Nowhere' }, { list: ['The selected list is invalid.'] }],
      // The manager may not read the employees.
      [{ list: 'employees', name: 'Staff' }, { list: ['The selected list is invalid.'] }],
      [
        { list: LIST, name: 'Owner', user_id: 1 },
        { user_id: ['The user id field is prohibited.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await manager.post(BASE, { json: body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors).toEqual(errors);
    }
    // The same name is free for another user, and for another list.
    await create(admin, { name: 'Taken' });
    const vendors = await manager.post(BASE, { json: { list: 'vendors', name: 'Taken' } });
    expect(vendors.statusCode, vendors.body).toBe(201);
    // A list of another brand (customers are not sold to in brand 1), or none, is refused.
    const elsewhere = await t.signedIn('admin', 1);
    const wrongBrand = await elsewhere.get(`${BASE}?list=${LIST}`);
    expect(wrongBrand.statusCode).toBe(422);
    expect(wrongBrand.json().errors).toEqual({ list: ['The selected list is invalid.'] });
    // The active brand is the user's, whichever session chose it: back to brand 2.
    expect((await elsewhere.put(`/api/user/${BRAND}`)).statusCode).toBe(200);
    expect((await manager.get(BASE)).json().errors).toEqual({
      list: ['The list field is required.'],
    });
    // The driver may not read the customers at all.
    const driver = await t.signedIn('driver', 8);
    expect((await driver.get(`${BASE}?list=${LIST}`)).statusCode).toBe(422);
  });

  it('never shows another user’s unshared view, and shows a shared one read-only', async () => {
    const hidden = await create(admin, { name: 'Admin only' });
    const team = await create(admin, { name: 'Team view', query: 'sort=name', shared: true });
    const seen = await listed(manager);
    expect(seen.map((v) => v.id)).not.toContain(hidden.id);
    expect(seen.find((v) => v.id === team.id)).toMatchObject({ mine: false, shared: true });

    for (const [method, path] of [
      ['get', `${BASE}/${hidden.id}`],
      ['put', `${BASE}/${hidden.id}`],
      ['delete', `${BASE}/${hidden.id}`],
      ['put', `${BASE}/${hidden.id}/default`],
      ['delete', `${BASE}/${hidden.id}/default`],
    ] as const) {
      const answer = await manager[method](path, { json: { name: 'Mine now' } });
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.json().message).toBe('The view was not found.');
    }
    const changed = await manager.put(`${BASE}/${team.id}`, { json: { name: 'Mine now' } });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('This view belongs to someone else.');
    expect((await manager.delete(`${BASE}/${team.id}`)).statusCode).toBe(403);
    expect(viewOf(await admin.get(`${BASE}/${team.id}`)).name).toBe('Team view');
  });

  it('keeps one default per user and list, among the views the user sees', async () => {
    const first = await create(manager, { name: 'Default one' });
    const second = await create(manager, { name: 'Default two' });
    const team = await create(admin, { name: 'Shared default', shared: true });

    const set = await manager.put(`${BASE}/${first.id}/default`);
    expect(set.statusCode).toBe(200);
    expect(viewOf(set).is_default).toBe(true);
    await manager.put(`${BASE}/${second.id}/default`);
    const defaults = (await listed(manager)).filter((v) => v.is_default).map((v) => v.id);
    expect(defaults).toEqual([second.id]);

    // A shared view may be anyone's default; it is not its owner's.
    expect((await manager.put(`${BASE}/${team.id}/default`)).statusCode).toBe(200);
    expect((await listed(manager)).filter((v) => v.is_default).map((v) => v.id)).toEqual([team.id]);
    expect((await listed(admin)).find((v) => v.id === team.id)?.is_default).toBe(false);

    // Once no longer shared, it is no one else's default (and the manager no longer sees it).
    const unshared = await admin.put(`${BASE}/${team.id}`, { json: { shared: false } });
    expect(unshared.statusCode).toBe(200);
    expect((await manager.get(`${BASE}/${team.id}`)).statusCode).toBe(404);
    expect((await listed(manager)).some((v) => v.is_default)).toBe(false);

    await manager.put(`${BASE}/${first.id}/default`);
    expect((await manager.delete(`${BASE}/${first.id}/default`)).statusCode).toBe(204);
    expect((await listed(manager)).some((v) => v.is_default)).toBe(false);
  });

  it('never shows a view of another brand, even to its owner', async () => {
    const owner = await t.signedIn('manager', BRAND);
    const view = await create(owner, { name: 'Brand two only', shared: true });
    expect((await owner.put(`/api/user/${OTHER_BRAND}`)).statusCode).toBe(200);
    expect((await listed(owner)).map((v) => v.id)).not.toContain(view.id);
    expect((await owner.get(`${BASE}/${view.id}`)).statusCode).toBe(404);
    expect((await owner.put(`${BASE}/${view.id}`, { json: { name: 'Moved' } })).statusCode).toBe(
      404,
    );
    expect((await owner.put(`${BASE}/${view.id}/default`)).statusCode).toBe(404);
    expect((await owner.delete(`${BASE}/${view.id}`)).statusCode).toBe(404);
    // The same name is free in the other brand.
    await create(owner, { name: 'Brand two only' });
    const inBrandNine = await t.signedIn('admin', OTHER_BRAND);
    expect((await listed(inBrandNine)).map((v) => v.id)).not.toContain(view.id);
    expect((await owner.put(`/api/user/${BRAND}`)).statusCode).toBe(200);
    expect((await inBrandNine.put(`/api/user/${BRAND}`)).statusCode).toBe(200);
  });
});
