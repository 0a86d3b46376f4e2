/**
 * Bulk actions on definitions of the test's own: "all matching" 50,000 rows walked in batches
 * with exact counts and reasons, the hook path with savepoints, ticked ids of another brand or
 * none, the checks' order (405, 403, 422), the job seen by its user only, and two jobs racing
 * over the same rows without changing any record twice.
 */
import { type BulkJob, defineResource, everyAction } from '@backoffice/contract';
import { DomainError, type ResourceHooks, undoRecordFieldsOnly } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { rowsOf } from './repository';

const PERMISSION = 'access_vehicles';

const tickets = defineResource({
  name: 'test_bulk_tickets',
  segment: 'test-bulk-tickets',
  singular: 'ticket',
  plural: 'tickets',
  scope: 'brand',
  brands: [8],
  titleField: 'title',
  fields: {
    title: { type: 'string', label: 'Title', rules: ['required'], searchable: true },
    kind: { type: 'string', label: 'Kind', filterable: true },
    status: {
      type: 'enum',
      label: 'Status',
      options: ['open', 'closed', 'archived'],
      default: 'open',
      readOnly: true,
      filterable: true,
    },
  },
  permissions: everyAction(PERMISSION),
  stateField: 'status',
  actions: {
    close: {
      label: 'Close',
      from: ['open'],
      to: 'closed',
      permission: PERMISSION,
      wrongState: 'Only open tickets can be closed.',
      stateMessages: { closed: 'This ticket is closed already.' },
      reversible: true,
    },
    archive: {
      label: 'Archive',
      from: ['open'],
      to: 'archived',
      permission: PERMISSION,
      input: { reason: { type: 'text', label: 'Reason', rules: ['required'] } },
      wrongState: 'Only open tickets can be archived.',
      reversible: true,
    },
    split: {
      label: 'Split',
      from: ['open'],
      permission: PERMISSION,
      lines: { label: 'Parts', min: 1, fields: { title: { type: 'string', label: 'Title' } } },
      wrongState: 'Only open tickets can be split.',
    },
  },
});

const notes = defineResource({
  name: 'test_bulk_notes',
  segment: 'test-bulk-notes',
  singular: 'note',
  plural: 'notes',
  scope: 'brand',
  brands: [8],
  titleField: 'text',
  fields: {
    text: { type: 'string', label: 'Text', rules: ['required'] },
    ticket_id: { type: 'reference', label: 'Ticket', resource: 'test_bulk_tickets' },
  },
  permissions: { list: PERMISSION, view: PERMISSION, create: PERMISSION },
});

const hooks: Record<string, ResourceHooks> = {
  ...RESOURCE_HOOKS,
  test_bulk_tickets: {
    actions: {
      archive: async (ctx) => {
        if (String(ctx.record.title).startsWith('keep')) {
          throw DomainError.conflict('This ticket must be kept.');
        }
        return {};
      },
      split: async () => ({ state: 'closed' }),
    },
    undo: { archive: undoRecordFieldsOnly },
  },
};

describe.each(databaseKinds())('bulk actions on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const db = () => t.database.handle.db;

  async function count(where: ReturnType<typeof sql>): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from test_bulk_tickets t where ${where}`,
    );
    return Number(row?.n);
  }

  /** Polls the job until it is no longer running. */
  async function finished(agent: Agent, id: string): Promise<BulkJob> {
    for (let i = 0; i < 1200; i++) {
      const job = (await agent.get(`/api/bulk-jobs/${id}`)).json().data as BulkJob;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The bulk job did not finish.');
  }

  async function bulk(agent: Agent, body: unknown): Promise<BulkJob> {
    const started = await agent.post('/api/test-bulk-tickets/bulk', { json: body });
    expect(started.statusCode).toBe(202);
    return finished(agent, started.json().data.id);
  }

  async function idsWhere(where: ReturnType<typeof sql>, limit = 10): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      db(),
      sql`select id from test_bulk_tickets t where ${where} order by id limit ${limit}`,
    );
    return rows.map((row) => Number(row.id));
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [...RESOURCES, tickets, notes], hooks });
    admin = await t.signedIn('admin', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  it('closes "all matching" 50,000 tickets in batches, with exact counts and reasons', async () => {
    // 50,000 of kind a in brand 8 (30,000 open, 15,000 closed, 5,000 archived), 1,000 open of
    // kind b, and 1,000 open of kind a in brand 9.
    await db().execute(
      sql`insert into test_bulk_tickets (brand_id, title, kind, status)
          select case when g > 51000 then 9 else 8 end, 'Ticket ' || g,
                 case when g between 50001 and 51000 then 'b' else 'a' end,
                 case when g <= 30000 then 'open' when g <= 45000 then 'closed'
                      when g <= 50000 then 'archived' else 'open' end
          from generate_series(1, 52000) g`,
    );
    const closedBefore = await idsWhere(sql`t.status = 'closed' and t.brand_id = 8`);
    const archivedBefore = await idsWhere(sql`t.status = 'archived' and t.brand_id = 8`);
    const started = Date.now();
    const job = await bulk(admin, { operation: 'close', query: 'filter[kind]=a' });
    const seconds = (Date.now() - started) / 1000;
    expect(job).toMatchObject({
      resource: 'test_bulk_tickets',
      operation: 'close',
      status: 'finished',
      total: 50_000,
      done: 50_000,
      succeeded: 30_000,
      failed: 20_000,
      finished_at: expect.any(String),
    });
    expect(job.reasons).toEqual([
      { message: 'This ticket is closed already.', count: 15_000, ids: closedBefore },
      { message: 'Only open tickets can be closed.', count: 5_000, ids: archivedBefore },
    ]);
    expect(await count(sql`t.brand_id = 8 and t.kind = 'a' and t.status = 'closed'`)).toBe(45_000);
    expect(await count(sql`t.version = 2`)).toBe(30_000);
    // Outside the filter, and another brand's, untouched.
    expect(await count(sql`t.kind = 'b' and t.status = 'open' and t.version = 1`)).toBe(1_000);
    expect(await count(sql`t.brand_id = 9 and t.status = 'open' and t.version = 1`)).toBe(1_000);
    const [audits] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from resource_audits
          where resource = 'test_bulk_tickets' and action = 'close'`,
    );
    expect(Number(audits?.n)).toBe(30_000);
    const [first] = closedBefore;
    const one = await idsWhere(sql`t.id < ${first} and t.brand_id = 8`, 1);
    const trail = (await admin.get(`/api/test-bulk-tickets/${one[0]}/audit`)).json().data;
    expect(trail[0]).toMatchObject({
      action: 'close',
      changes: { status: { old: 'open', new: 'closed' } },
      input: {},
    });
    console.info(`bulk close of 50,000 tickets on ${kind}: ${seconds.toFixed(1)} s`);
  }, 120_000);

  it('runs a hook per record in savepoints: the hook’s refusal undoes only its record', async () => {
    await db().execute(
      sql`insert into test_bulk_tickets (brand_id, title, kind, status)
          select 8, case when g > 250 then 'keep ' || g else 'Hook ' || g end, 'hook',
                 case when g between 151 and 250 then 'closed' else 'open' end
          from generate_series(1, 300) g`,
    );
    const kept = await idsWhere(sql`t.kind = 'hook' and t.title like 'keep%'`);
    const job = await bulk(admin, {
      operation: 'archive',
      query: 'filter[kind]=hook&sort=id&direction=desc',
      input: { reason: 'Old' },
    });
    expect(job).toMatchObject({ status: 'finished', total: 300, succeeded: 150, failed: 150 });
    expect(job.reasons).toEqual([
      { message: 'Only open tickets can be archived.', count: 100, ids: expect.any(Array) },
      { message: 'This ticket must be kept.', count: 50, ids: kept },
    ]);
    expect(await count(sql`t.kind = 'hook' and t.status = 'archived'`)).toBe(150);
    expect(await count(sql`t.kind = 'hook' and t.title like 'keep%' and t.version = 1`)).toBe(50);
    const [archived] = await idsWhere(sql`t.kind = 'hook' and t.status = 'archived'`, 1);
    const trail = (await admin.get(`/api/test-bulk-tickets/${archived}/audit`)).json().data;
    expect(trail[0]).toMatchObject({ action: 'archive', input: { reason: 'Old' } });
  }, 60_000);

  it('answers "not found" for ticked ids of another brand or of no record', async () => {
    const [open] = await idsWhere(sql`t.kind = 'b' and t.status = 'open'`, 1);
    const [closed] = await idsWhere(sql`t.kind = 'b' and t.status = 'open' and t.id > ${open}`, 1);
    await db().execute(sql`update test_bulk_tickets set status = 'closed' where id = ${closed}`);
    const [otherBrand] = await idsWhere(sql`t.brand_id = 9`, 1);
    const job = await bulk(admin, {
      operation: 'archive',
      ids: [open, closed, otherBrand, 999_999_999, 3_000_000_000, open],
      input: { reason: 'Done' },
    });
    expect(job).toMatchObject({ status: 'finished', total: 5, done: 5, succeeded: 1, failed: 4 });
    expect(job.reasons).toEqual([
      {
        message: 'The ticket was not found.',
        count: 3,
        // An id no integer column holds is known at once, before the batch's others.
        ids: [3_000_000_000, otherBrand, 999_999_999],
      },
      { message: 'Only open tickets can be archived.', count: 1, ids: [closed] },
    ]);
    expect(await count(sql`t.id = ${otherBrand} and t.status = 'open'`)).toBe(1);
  });

  it('takes the request as a form too, as the app sends it', async () => {
    const ids = await idsWhere(sql`t.kind = 'b' and t.status = 'open'`, 2);
    const started = await admin.post('/api/test-bulk-tickets/bulk', {
      form: {
        operation: 'archive',
        'ids[0]': String(ids[0]),
        'ids[1]': String(ids[1]),
        'input[reason]': 'Done',
      },
    });
    expect(started.statusCode).toBe(202);
    const job = await finished(admin, started.json().data.id);
    expect(job).toMatchObject({ status: 'finished', total: 2, succeeded: 2, failed: 0 });
    const refused = await admin.post('/api/test-bulk-tickets/bulk', {
      form: { operation: 'archive', 'ids[0]': '4.5', 'input[reason]': 'Done' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['ids.0']);
  });

  it('deletes ticked records, each refused on its own when another record refers to it', async () => {
    const ids = await idsWhere(sql`t.kind = 'b' and t.status = 'open'`, 3);
    const created = await admin.post('/api/test-bulk-notes', {
      json: { text: 'About it', ticket_id: ids[0] },
    });
    expect(created.statusCode).toBe(201);
    const job = await bulk(admin, { operation: 'delete', ids });
    expect(job).toMatchObject({ succeeded: 2, failed: 1 });
    expect(job.reasons).toEqual([
      { message: 'This ticket is still in use and cannot be deleted.', count: 1, ids: [ids[0]] },
    ]);
    expect(await count(sql`t.id = any(${`{${ids.join(',')}}`}::int[])`)).toBe(1);
  });

  it('checks the operation (405), the permission (403), then the body (422)', async () => {
    const post = (agent: Agent, body: unknown, segment = 'test-bulk-tickets') =>
      agent.post(`/api/${segment}/bulk`, { json: body });
    const anonymous = await post(t.agent(), { operation: 'close', ids: [1] });
    expect([401, 419]).toContain(anonymous.statusCode);
    expect((await post(admin, { operation: 'explode', ids: [1] })).statusCode).toBe(405);
    expect(
      (await post(admin, { operation: 'delete', ids: [1] }, 'test-bulk-notes')).json(),
    ).toEqual({
      message: 'The delete operation is not offered for notes.',
    });
    const driver = await t.signedIn('driver', 8);
    expect((await post(driver, { operation: 'close', ids: [1] })).statusCode).toBe(403);
    expect((await post(driver, { ids: [1] })).statusCode).toBe(403);

    const errors = async (body: unknown) => {
      const response = await post(admin, body);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await errors({ operation: 'close' })).toEqual({
      ids: ['The ids field is required when query is not present.'],
    });
    expect(await errors({ operation: 'close', ids: [] })).toEqual({
      ids: ['The ids field is required when query is not present.'],
    });
    expect(await errors({ operation: 'close', ids: [1], query: '' })).toEqual({
      ids: ['The ids field prohibits query from being present.'],
    });
    expect(
      await errors({ operation: 'close', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }),
    ).toEqual({ ids: ['The ids field must not have more than 1000 items.'] });
    expect(await errors({ operation: 'close', ids: [1.5] })).toEqual({
      'ids.0': [expect.stringMatching(/integer/)],
    });
    expect(await errors({ operation: 'split', ids: [1] })).toEqual({
      operation: ['The selected operation is invalid.'],
    });
    expect(await errors({ operation: 'close', query: 'filter[title]=x&sort=nope' })).toEqual({
      'filter.title': ['The filter.title field is prohibited.'],
      sort: ['The selected sort is invalid.'],
    });
    expect(await errors({ operation: 'archive', ids: [1] })).toEqual({
      reason: ['The reason field is required.'],
    });
    expect(await errors({ ids: [1] })).toEqual({ operation: ['The operation field is required.'] });
  });

  it('shows a job to the user who started it only', async () => {
    const [id] = await idsWhere(sql`t.kind = 'b' and t.status = 'open'`, 1);
    const started = await admin.post('/api/test-bulk-tickets/bulk', {
      json: { operation: 'close', ids: [id] },
    });
    const jobId = started.json().data.id;
    await finished(admin, jobId);
    const dispatcher = await t.signedIn('dispatcher', 8);
    const other = await dispatcher.get(`/api/bulk-jobs/${jobId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('The bulk job was not found.');
    expect((await dispatcher.get('/api/bulk-jobs/nothing')).statusCode).toBe(404);
    expect((await dispatcher.get('/api/bulk-jobs/a%00b')).statusCode).toBe(404);
  });

  it('never changes a record twice when two jobs run over the same rows at once', async () => {
    await db().execute(
      sql`insert into test_bulk_tickets (brand_id, title, kind, status)
          select 8, 'Race ' || g, case when g <= 1200 then 'race' else 'race-hook' end, 'open'
          from generate_series(1, 1500) g`,
    );
    for (const [operation, filter, rows] of [
      ['close', 'race', 1200],
      ['archive', 'race-hook', 300],
    ] as const) {
      const body = { operation, query: `filter[kind]=${filter}`, input: { reason: 'Race' } };
      const [one, two] = await Promise.all([
        admin.post('/api/test-bulk-tickets/bulk', { json: body }),
        admin.post('/api/test-bulk-tickets/bulk', { json: body }),
      ]);
      const jobs = await Promise.all([
        finished(admin, one?.json().data.id),
        finished(admin, two?.json().data.id),
      ]);
      const [a, b] = jobs as [BulkJob, BulkJob];
      expect(a.succeeded + b.succeeded).toBe(rows);
      expect(a.failed + b.failed).toBe(rows);
      expect(await count(sql`t.kind = ${filter} and t.version = 2`)).toBe(rows);
      const [audits] = await rowsOf<{ n: number }>(
        db(),
        sql`select count(*)::int as n from resource_audits a
            join test_bulk_tickets t on t.id = a.record_id
            where a.resource = 'test_bulk_tickets' and t.kind = ${filter}`,
      );
      expect(Number(audits?.n)).toBe(rows);
    }
  }, 60_000);

  it('narrows a list and its CSV to ticked ids, up to 1,000 whole numbers', async () => {
    const ids = await idsWhere(sql`t.kind = 'hook'`, 3);
    const page = (
      await admin.get(`/api/test-bulk-tickets?ids=${ids.join(',')}&per_page=1000`)
    ).json();
    expect(page.data.map((row: { id: number }) => row.id).sort()).toEqual([...ids].sort());
    expect(page.per_page).toBe(1000);
    const csv = await admin.get(`/api/test-bulk-tickets?format=csv&ids=${ids[0]}`);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect((await admin.get(`/api/test-bulk-tickets?ids=${tooMany}`)).json().errors).toEqual({
      ids: ['The ids field must not have more than 1000 items.'],
    });
    expect((await admin.get('/api/test-bulk-tickets?ids=1,x')).json().errors).toEqual({
      ids: ['The ids field must be a list of whole numbers separated by commas.'],
    });
  });
});
