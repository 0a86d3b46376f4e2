/**
 * What hooks and lines gained for the delivery brand, on entities of the test's own: a line's
 * list of references (an integer array, each id checked), kebab-case actions whose input takes
 * an upload that the hook stores in a file field, and notifications a hook stores in its
 * transaction for users or a role of the brand, pushed only after the commit.
 */
import { defineResource, everyAction } from '@backoffice/contract';
import { DomainError, type ResourceHooks, usersWithRole } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { rowsOf } from './repository';

const stickers = defineResource({
  name: 'test_stickers',
  segment: 'test-stickers',
  singular: 'sticker',
  plural: 'stickers',
  scope: 'brand',
  brands: [8],
  titleField: 'name',
  fields: { name: { type: 'string', label: 'Name', rules: ['required'], sortable: true } },
  permissions: everyAction('access_vehicles'),
});

const parcels = defineResource({
  name: 'test_parcels',
  segment: 'test-parcels',
  singular: 'parcel',
  plural: 'parcels',
  scope: 'brand',
  brands: [8],
  titleField: 'note',
  fields: {
    note: { type: 'string', label: 'Note', rules: ['required'] },
    state: {
      type: 'enum',
      label: 'State',
      options: ['open', 'handed'],
      default: 'open',
      readOnly: true,
      rules: ['required'],
    },
    proof: { type: 'file', label: 'Proof', mimes: ['png'], readOnly: true },
  },
  lines: {
    label: 'Boxes',
    table: 'test_parcel_boxes',
    parentKey: 'parcel_id',
    fields: {
      sticker_ids: { type: 'references', label: 'Stickers', resource: 'test_stickers' },
    },
  },
  permissions: everyAction('access_vehicles'),
  stateField: 'state',
  actions: {
    'hand-over': {
      label: 'Hand over',
      from: ['open'],
      to: 'handed',
      permission: 'access_vehicles',
      input: { photo: { type: 'file', label: 'Photo', mimes: ['png'], rules: ['required'] } },
      wrongState: 'Only open parcels can be handed over.',
    },
  },
});

const hooks: Record<string, ResourceHooks> = {
  ...RESOURCE_HOOKS,
  test_parcels: {
    actions: {
      'hand-over': async (ctx) => {
        await ctx.notify({ role: 'Dispatcher' }, { title: 'Handed over', link: '/parcels' });
        await ctx.notify([ctx.userId], { title: 'You handed it over' });
        ctx.publish({ channels: ['jfd-order-updates'], event: 'jfd-order-updates', data: 1 });
        if (ctx.record.note === 'refuse') throw DomainError.conflict('Not this one.');
        return { values: { proof: ctx.input.photo } };
      },
    },
  },
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('proof'),
]);

describe.each(databaseKinds())('references, action uploads and notifications on %s', (kind) => {
  let t: TestApp;
  const pushed: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [...RESOURCES, stickers, parcels], hooks });
    const publish = t.app.realtime.publish.bind(t.app.realtime);
    vi.spyOn(t.app.realtime, 'publish').mockImplementation(async (channels, event, data) => {
      pushed.push(`${channels.join(',')} ${event}`);
      await publish(channels, event, data);
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps a line’s list of references as an integer array, each id checked', async () => {
    const admin = await t.signedIn('admin', 8);
    const red = (await admin.post('/api/test-stickers', { form: { name: 'Red' } })).json().data.id;
    const blue = (await admin.post('/api/test-stickers', { form: { name: 'Blue' } })).json().data
      .id;
    const [column] = await rowsOf<{ type: string; fallback: string }>(
      t.database.handle.db,
      sql`select data_type as type, column_default as fallback from information_schema.columns
          where table_name = 'test_parcel_boxes' and column_name = 'sticker_ids'`,
    );
    expect(column).toEqual({ type: 'ARRAY', fallback: "'{}'::integer[]" });
    const created = await admin.post('/api/test-parcels', {
      form: {
        note: 'Two boxes',
        'lines[0][sticker_ids][]': [String(blue), String(red)],
        'lines[1][note]': 'none',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.lines).toEqual([
      { id: expect.any(Number), sticker_ids: [blue, red] },
      { id: expect.any(Number), sticker_ids: [] },
    ]);
    const json = await admin.post('/api/test-parcels', {
      json: { note: 'Bad', lines: [{ sticker_ids: [red, 999_999] }, { sticker_ids: ['x'] }] },
    });
    expect(json.json().errors).toEqual({
      'lines.1.sticker_ids.0': ['Line 2: the stickers field must be an integer.'],
      'lines.0.sticker_ids.1': ['Line 1: the selected stickers is invalid.'],
    });
  });

  it('runs a kebab-case action with an upload; notifies in the transaction, pushes after it', async () => {
    const admin = await t.signedIn('admin', 8);
    const make = async (note: string) =>
      (await admin.post('/api/test-parcels', { json: { note, lines: [] } })).json().data.id;
    const id = await make('Fragile');
    const missing = await admin.post(`/api/test-parcels/${id}/hand-over`, { json: { photo: {} } });
    expect(missing.json().errors).toEqual({ photo: ['The photo field must be a file.'] });

    const dispatchers = await usersWithRole(t.database.handle.db, 8, 'dispatcher');
    expect(dispatchers).toHaveLength(1);
    const count = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(
            t.database.handle.db,
            sql`select count(*)::int as n from notifications where title like '%anded%'`,
          )
        )[0]?.n,
      );
    pushed.length = 0;
    const refused = await admin.post(`/api/test-parcels/${await make('refuse')}/hand-over`, {
      multipart: { files: [{ field: 'photo', filename: 'p.png', type: 'image/png', data: PNG }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(0);
    expect(pushed).toEqual([]);

    const handed = await admin.post(`/api/test-parcels/${id}/hand-over`, {
      multipart: {
        files: [{ field: 'photo', filename: 'door.png', type: 'image/png', data: PNG }],
      },
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data).toMatchObject({
      state: 'handed',
      proof: { name: 'door.png', type: 'image/png', size: PNG.length },
    });
    expect((await admin.get(`/api/test-parcels/${id}/files/proof`)).body).toBe(PNG.toString());
    expect(await count()).toBe(2);
    expect(pushed).toEqual([
      'jfd-order-updates jfd-order-updates',
      `private-user.${dispatchers[0]} notification`,
      expect.stringMatching(/^private-user\.\d+ notification$/),
    ]);
    const trail = (await admin.get(`/api/test-parcels/${id}/audit`)).json().data[0];
    expect(trail).toMatchObject({
      action: 'hand-over',
      changes: { state: { old: 'open', new: 'handed' }, proof: { old: null, new: 'door.png' } },
    });
  });

  it('answers a page past the middle, read from the end, in the list’s own order', async () => {
    const admin = await t.signedIn('admin', 8);
    for (const name of ['Kiwi', 'apple', 'Fig', 'date', 'Banana', 'cherry', 'Elder']) {
      await admin.post('/api/test-stickers', { form: { name } });
    }
    for (const order of ['', '&sort=name&direction=asc', '&sort=name&direction=desc']) {
      const whole = (await admin.get(`/api/test-stickers?per_page=100${order}`)).json();
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
        const res = (await admin.get(`/api/test-stickers?per_page=2&page=${page}${order}`)).json();
        paged.push(...res.data.map((row: { name: string }) => row.name));
      }
      expect(paged).toEqual(whole.data.map((row: { name: string }) => row.name));
    }
  });
});
