/**
 * Undo that holds, on definitions of the test's own: a delete answers an `Undo-Token` and its
 * undo writes the record back with its id, fields and lines; a reversible action answers
 * `undo` and its undo puts back the fields it changed (and what its hook wrote, through the
 * domain's undo hook); an undo after another change, twice, late, by another user, or with a
 * unique value taken meanwhile is refused with a sentence that says why.
 */
import {
  defineResource,
  everyAction,
  UNDO_GRACE_SECONDS,
  UNDO_SECONDS,
} from '@backoffice/contract';
import { type ResourceHooks, rowsOf } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { pastParticiple } from './pastTense';
import { checkReversibleActions } from './undoability';

const PERMISSION = 'access_vehicles';

const boxes = defineResource({
  name: 'test_undo_boxes',
  segment: 'test-undo-boxes',
  singular: 'box',
  plural: 'boxes',
  scope: 'brand',
  brands: [8],
  titleField: 'code',
  fields: {
    code: { type: 'string', label: 'Code', rules: ['required', 'unique'] },
    note: { type: 'string', label: 'Note' },
    state: {
      type: 'enum',
      label: 'State',
      options: ['open', 'sealed', 'tagged'],
      default: 'open',
      readOnly: true,
    },
  },
  lines: {
    label: 'Items',
    table: 'test_undo_box_items',
    parentKey: 'box_id',
    fields: { item: { type: 'string', label: 'Item', rules: ['required'] } },
  },
  permissions: everyAction(PERMISSION),
  stateField: 'state',
  actions: {
    seal: {
      label: 'Seal',
      from: ['open'],
      to: 'sealed',
      permission: PERMISSION,
      wrongState: 'Only open boxes can be sealed.',
      reversible: true,
    },
    tag: {
      label: 'Tag',
      from: ['open'],
      to: 'tagged',
      permission: PERMISSION,
      input: { label: { type: 'string', label: 'Label', rules: ['required'] } },
      wrongState: 'Only open boxes can be tagged.',
      reversible: true,
    },
  },
});

/** A resource whose delete has a hook and no `undoDelete`: its deletes offer no undo. */
const crates = defineResource({
  name: 'test_undo_crates',
  segment: 'test-undo-crates',
  singular: 'crate',
  plural: 'crates',
  scope: 'brand',
  brands: [8],
  titleField: 'name',
  fields: { name: { type: 'string', label: 'Name', rules: ['required'] } },
  permissions: everyAction(PERMISSION),
});

/** The tag action writes a row elsewhere; its undo hook removes it. */
const hooks: Record<string, ResourceHooks> = {
  ...RESOURCE_HOOKS,
  test_undo_boxes: {
    actions: {
      tag: async (ctx) => {
        await ctx.db.execute(
          sql`insert into test_undo_tags (box_id, label) values (${ctx.recordId}, ${String(ctx.input.label)})`,
        );
        return { values: { note: `Tagged ${String(ctx.input.label)}` } };
      },
    },
    undo: {
      tag: async (ctx) => {
        await ctx.db.execute(sql`delete from test_undo_tags where box_id = ${ctx.recordId}`);
      },
    },
  },
  test_undo_crates: {
    beforeDelete: async (ctx) => {
      await ctx.db.execute(sql`delete from test_undo_tags where box_id = ${ctx.recordId}`);
    },
  },
};

describe('reversible actions at start', () => {
  it('refuses a reversible action with a hook and no undo for it', () => {
    const { undo: _undo, ...withoutUndo } = hooks.test_undo_boxes ?? {};
    expect(() => checkReversibleActions(boxes, withoutUndo)).toThrow(
      'test_undo_boxes.tag is reversible and has a hook, and no undo for it',
    );
    expect(() => checkReversibleActions(boxes, hooks.test_undo_boxes ?? {})).not.toThrow();
  });

  it('words the past of an action’s label', () => {
    expect(
      ['Void', 'Hide', 'Mark won', 'Approve', 'Resubmit for review', 'Qualify', 'Plan'].map(
        pastParticiple,
      ),
    ).toEqual([
      'voided',
      'hidden',
      'marked won',
      'approved',
      'resubmitted for review',
      'qualified',
      'planned',
    ]);
  });
});

describe.each(databaseKinds())('undo on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let skewMs = 0;
  const clock = () => new Date(Date.now() + skewMs);

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [...RESOURCES, boxes, crates], hooks, clock });
    await t.database.handle.db.execute(
      sql`create table test_undo_tags (box_id integer not null, label text not null)`,
    );
    admin = await t.signedIn('admin', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  async function makeBox(code: string) {
    const created = await admin.post('/api/test-undo-boxes', {
      json: { code, note: 'Fragile', lines: [{ item: 'Cup' }, { item: 'Plate' }] },
    });
    expect(created.statusCode).toBe(201);
    return created.json().data;
  }

  const undo = (agent: Agent, token: string) => agent.post(`/api/undo/${token}`, { json: {} });

  it('restores a deleted record with its id, fields and lines; the trail shows both', async () => {
    const box = await makeBox('A-1');
    const deleted = await admin.delete(`/api/test-undo-boxes/${box.id}`);
    expect(deleted.statusCode).toBe(204);
    const token = deleted.headers['undo-token'] as string;
    expect(token).toEqual(expect.any(String));
    expect((await admin.get(`/api/test-undo-boxes/${box.id}`)).statusCode).toBe(404);

    const undone = await undo(admin, token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({
      resource: 'test_undo_boxes',
      id: box.id,
      change: 'deleted',
      record: { id: box.id, code: 'A-1', note: 'Fragile', version: 2 },
    });
    const again = (await admin.get(`/api/test-undo-boxes/${box.id}`)).json().data;
    expect(again.lines).toEqual(box.lines);
    expect(again.created_at).toBe(box.created_at);
    const trail = (await admin.get(`/api/test-undo-boxes/${box.id}/audit`)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);
    expect(trail[0].changes).toMatchObject({ code: { old: null, new: 'A-1' } });

    const twice = await undo(admin, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This change was already undone.');
  });

  it('undoes a reversible action: the fields it changed come back, the trail says so', async () => {
    const box = await makeBox('B-1');
    const sealed = await admin.post(`/api/test-undo-boxes/${box.id}/seal`, { json: {} });
    expect(sealed.json()).toMatchObject({
      data: { state: 'sealed', version: 2 },
      undo: { token: expect.any(String), expires_at: expect.any(String) },
    });
    const expires = Date.parse(sealed.json().undo.expires_at);
    expect(expires - Date.now()).toBeGreaterThan((UNDO_SECONDS + UNDO_GRACE_SECONDS - 2) * 1000);
    const undone = await undo(admin, sealed.json().undo.token);
    expect(undone.json().data).toMatchObject({
      change: 'seal',
      record: { state: 'open', version: 3 },
    });
    const trail = (await admin.get(`/api/test-undo-boxes/${box.id}/audit`)).json().data;
    expect(trail[0]).toMatchObject({
      action: 'undo-seal',
      changes: { state: { old: 'sealed', new: 'open' } },
    });
  });

  it('runs the domain’s undo hook for an action whose hook wrote elsewhere', async () => {
    const box = await makeBox('C-1');
    const tagged = await admin.post(`/api/test-undo-boxes/${box.id}/tag`, {
      json: { label: 'Red' },
    });
    expect(tagged.json().data).toMatchObject({ state: 'tagged', note: 'Tagged Red' });
    const tags = async () =>
      (
        await rowsOf(
          t.database.handle.db,
          sql`select 1 from test_undo_tags where box_id = ${box.id}`,
        )
      ).length;
    expect(await tags()).toBe(1);
    const undone = await undo(admin, tagged.json().undo.token);
    expect(undone.json().data.record).toMatchObject({ state: 'open', note: 'Fragile' });
    expect(await tags()).toBe(0);
  });

  it('refuses an undo after the record changed again, saying why', async () => {
    const box = await makeBox('D-1');
    const sealed = (await admin.post(`/api/test-undo-boxes/${box.id}/seal`, { json: {} })).json();
    await admin.put(`/api/test-undo-boxes/${box.id}`, { json: { note: 'Heavy' } });
    const refused = await undo(admin, sealed.undo.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The box was changed again after it was sealed, so the seal cannot be undone.',
    );
    const other = await makeBox('D-2');
    const tagged = (
      await admin.post(`/api/test-undo-boxes/${other.id}/tag`, { json: { label: 'Blue' } })
    ).json();
    await admin.delete(`/api/test-undo-boxes/${other.id}`);
    expect((await undo(admin, tagged.undo.token)).json().message).toBe(
      'The box was deleted after it was tagged, so the tag cannot be undone.',
    );
  });

  it('keeps a token to its user and brand, and to its time', async () => {
    const box = await makeBox('E-1');
    const sealed = (await admin.post(`/api/test-undo-boxes/${box.id}/seal`, { json: {} })).json();
    const dispatcher = await t.signedIn('dispatcher', 8);
    const stranger = await undo(dispatcher, sealed.undo.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('This change was not found.');
    expect((await undo(admin, 'no-such-token')).statusCode).toBe(404);
    expect((await undo(admin, 'a%00b')).statusCode).toBe(404);
    skewMs = (UNDO_SECONDS + UNDO_GRACE_SECONDS + 1) * 1000;
    try {
      const late = await undo(admin, sealed.undo.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('It is too late to undo this change.');
    } finally {
      skewMs = 0;
    }
    expect((await admin.get(`/api/test-undo-boxes/${box.id}`)).json().data.state).toBe('sealed');
    // Another active brand of the same user does not see it either.
    const fresh = (
      await admin.post(`/api/test-undo-boxes/${(await makeBox('E-2')).id}/seal`, { json: {} })
    ).json();
    const elsewhere = await t.signedIn('admin', 9);
    expect((await undo(elsewhere, fresh.undo.token)).statusCode).toBe(404);
    admin = await t.signedIn('admin', 8);
    expect((await undo(admin, fresh.undo.token)).statusCode).toBe(200);
  });

  it('refuses to restore a record whose unique value was taken meanwhile', async () => {
    const box = await makeBox('F-1');
    const token = (await admin.delete(`/api/test-undo-boxes/${box.id}`)).headers[
      'undo-token'
    ] as string;
    await makeBox('F-1');
    const refused = await undo(admin, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The code has already been taken.');
    expect((await admin.get(`/api/test-undo-boxes/${box.id}`)).statusCode).toBe(404);
  });

  it('undoes a farm sale’s void: the stock it put back is taken again', async () => {
    const manager = await t.signedIn('manager', 2);
    const dataOf = async (
      reply: Promise<{ statusCode: number; body: string; json(): unknown }>,
    ) => {
      const answer = await reply;
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return (answer.json() as { data: { id: number; on_hand: number } }).data;
    };
    const eggs = await dataOf(
      manager.post('/api/jf-inventories', {
        form: {
          name: 'Undo eggs',
          kind: 'eggs',
          unit: 'eggs',
          reorder_level: '0',
          unit_cost: '20',
        },
      }),
    );
    const tray = await dataOf(
      manager.post('/api/jf-sale-items', {
        form: {
          name: 'Undo tray',
          unit_price: '900',
          unit_cost: '450',
          inventory_id: String(eggs.id),
          stock_units: '30',
        },
      }),
    );
    const sale = await dataOf(
      manager.post('/api/jf-sales', {
        json: {
          sold_on: '2024-06-05',
          payment_method: 'card',
          lines: [{ sale_item_id: tray.id, quantity: 2 }],
        },
      }),
    );
    const onHand = async () =>
      (await dataOf(manager.get(`/api/jf-inventories/${eggs.id}`))).on_hand;
    expect(await onHand()).toBe(-60);
    const voided = await manager.post(`/api/jf-sales/${sale.id}/void`, {
      form: { reason: 'Rung up twice' },
    });
    expect(voided.json()).toMatchObject({ data: { status: 'voided' }, undo: expect.any(Object) });
    expect(await onHand()).toBe(0);
    const undone = await manager.post(`/api/undo/${voided.json().undo.token}`, { json: {} });
    expect(undone.json().data.record).toMatchObject({ status: 'completed', void_reason: null });
    expect(await onHand()).toBe(-60);
    const trail = (await manager.get(`/api/jf-sales/${sale.id}/audit`)).json().data;
    expect(trail[0]).toMatchObject({ action: 'undo-void' });
  });

  it('offers no undo for a delete whose hook removes rows it cannot put back', async () => {
    const crate = await admin.post('/api/test-undo-crates', { json: { name: 'Crate' } });
    const deleted = await admin.delete(`/api/test-undo-crates/${crate.json().data.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['undo-token']).toBeUndefined();
  });
});
