import { employeesResource } from '@backoffice/common';
import { auditPageSchema, recordPageSchema } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';

const employeePage = recordPageSchema(employeesResource);

describe.each(databaseKinds())('resources on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let hr: Agent;
  let branchId: number;

  beforeAll(async () => {
    // Small export batches, so that every export here spans several of them.
    t = await createTestApp(kind, { csvBatchSize: 3 });
    admin = await t.signedIn('admin', 2);
    hr = await t.signedIn('hr', 9);
    const branch = await admin.post('/api/branches', {
      form: { name: 'Farm Gate', city: 'Austin' },
    });
    branchId = branch.json().data.id;
    const people = [
      ['Ann Archer', 'Sales', 'active', '2021-04-01', 'Clerk'],
      ['Bob Baker', 'Farm', 'active', '2022-06-15', 'Hand'],
      ['Cy Carter', 'Farm', 'on_leave', '2023-01-10', 'Hand'],
      ['Di Dunn', 'Sales', 'terminated', '2020-09-30', 'Lead'],
      ['Ed Evans', 'Office', 'active', '2024-02-29', '=SUM(A1)'],
      ['Flo Fox', 'Farm', 'active', '2024-07-01', null],
      ['Gus Gray', 'Office', 'active', '2019-11-11', 'Clerk'],
    ] as const;
    for (const [name, department, status, hire_date, position] of people) {
      const response = await admin.post('/api/employees', {
        form: {
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@farm.test`,
          department,
          status,
          hire_date,
          ...(position ? { position } : {}),
          branch_id: String(branchId),
          account_number: '000123456789',
          routing_number: '021000021',
        },
      });
      expect(response.statusCode).toBe(201);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe('lists', () => {
    it('answer Laravel paginator pages in the default order', async () => {
      const page = employeePage.parse((await admin.get('/api/employees?per_page=3&page=2')).json());
      expect(page).toMatchObject({
        current_page: 2,
        per_page: 3,
        total: 7,
        last_page: 3,
        from: 4,
        to: 6,
      });
      expect(page.data.map((e) => e.name)).toEqual(['Di Dunn', 'Ed Evans', 'Flo Fox']);
      expect(page.next_page_url).toMatch(/\/api\/employees\?page=3&per_page=3$/);
      expect(page.data[0]).toMatchObject({ brand_id: 2, labels: { branch_id: 'Farm Gate' } });
    });

    it('search the searchable fields, ignoring case', async () => {
      const found = employeePage.parse((await admin.get('/api/employees?search=BAKER')).json());
      expect(found.data.map((e) => e.name)).toEqual(['Bob Baker']);
      const byPosition = employeePage.parse(
        (await admin.get('/api/employees?search=clerk')).json(),
      );
      expect(byPosition.data.map((e) => e.name)).toEqual(['Ann Archer', 'Gus Gray']);
      const literal = employeePage.parse((await admin.get('/api/employees?search=%25')).json());
      expect(literal.total).toBe(0);
    });

    it('filter by value and by range, and keep filters in page links', async () => {
      const farm = employeePage.parse(
        (await admin.get('/api/employees?filter[department]=farm&filter[status]=active')).json(),
      );
      expect(farm.data.map((e) => e.name)).toEqual(['Bob Baker', 'Flo Fox']);
      expect(decodeURIComponent(farm.first_page_url)).toContain('filter[department]=farm');
      const hired = employeePage.parse(
        (
          await admin.get(
            '/api/employees?filter[hire_date][from]=2022-01-01&filter[hire_date][to]=2024-02-29',
          )
        ).json(),
      );
      expect(hired.data.map((e) => e.name)).toEqual(['Bob Baker', 'Cy Carter', 'Ed Evans']);
      const branch = employeePage.parse(
        (await admin.get(`/api/employees?filter[branch_id]=${branchId}`)).json(),
      );
      expect(branch.total).toBe(7);
    });

    it('sort by any sortable field, either way, empty values last', async () => {
      const newest = employeePage.parse(
        (await admin.get('/api/employees?sort=hire_date&direction=desc&per_page=3')).json(),
      );
      expect(newest.data.map((e) => e.hire_date)).toEqual([
        '2024-07-01',
        '2024-02-29',
        '2023-01-10',
      ]);
      const byPosition = employeePage.parse(
        (await admin.get('/api/employees?sort=position&direction=desc')).json(),
      );
      expect(byPosition.data.map((e) => e.position)).toEqual([
        'Lead',
        'Hand',
        'Hand',
        'Clerk',
        'Clerk',
        '=SUM(A1)',
        null,
      ]);
    });

    it('refuse unknown sorts, filters and bad values with 422', async () => {
      const response = await admin.get(
        '/api/employees?sort=account_number&direction=up&filter[account_number]=1&filter[status]=gone&filter[hire_date]=2024-02-30&per_page=5000',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'filter.account_number': ['The filter.account number field is prohibited.'],
        sort: ['The selected sort is invalid.'],
        direction: ['The selected direction is invalid.'],
        per_page: ['The per page field must be between 1 and 1,000.'],
        'filter.status': ['The selected filter.status is invalid.'],
        'filter.hire_date': ['The filter.hire date field must be a valid date.'],
      });
    });
  });

  describe('CSV export', () => {
    it('streams the filtered list in its order, masked and safe for spreadsheets', async () => {
      const response = await admin.get(
        '/api/employees?format=csv&sort=hire_date&direction=asc&filter[status]=active',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'ID,Name,Email,Phone,Position,Department,Branch,Hire date,Status,Photo,Bank,Account number,Routing number,User account,Created at',
      );
      const rows = lines.slice(1).map((line) => line.split(','));
      expect(rows.map((row) => row[1])).toEqual([
        'Gus Gray',
        'Ann Archer',
        'Bob Baker',
        'Ed Evans',
        'Flo Fox',
      ]);
      const ed = rows[3] ?? [];
      expect(ed[4]).toBe("'=SUM(A1)");
      expect(ed[6]).toBe('Farm Gate');
      expect(ed[11]).toBe('****6789');
      expect(response.body).not.toContain('000123456789');
    });

    it('exports every row across batches exactly once, whatever the sort', async () => {
      for (const sort of ['id', 'name', 'position', 'hire_date', 'created_at']) {
        for (const direction of ['asc', 'desc']) {
          const query = `sort=${sort}&direction=${direction}`;
          const csv = await admin.get(`/api/employees?format=csv&${query}`);
          const ids = csv.body
            .trimEnd()
            .split('\r\n')
            .slice(1)
            .map((l) => Number(l.split(',')[0]));
          const list = employeePage.parse((await admin.get(`/api/employees?${query}`)).json());
          expect(ids).toEqual(list.data.map((e) => e.id));
        }
      }
    });
  });

  describe('saving', () => {
    it('answers 422 with Laravel messages beside each field', async () => {
      const response = await admin.post('/api/employees', {
        form: {
          name: '',
          email: 'ann@farm.test',
          status: 'retired',
          hire_date: 'someday',
          account_number: '12ab',
          routing_number: '1234',
          branch_id: '999999',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The name field is required. (and 6 more errors)',
        errors: {
          name: ['The name field is required.'],
          email: ['The email has already been taken.'],
          hire_date: ['The hire date field must be a valid date.'],
          status: ['The selected status is invalid.'],
          routing_number: ['The routing number field must be at least 9 characters.'],
          account_number: ['The account number field format is invalid.'],
          branch_id: ['The selected branch is invalid.'],
        },
      });
      const state = await admin.post('/api/states', { form: { name: 'Texas', code: 'TEXAS' } });
      expect(state.json().errors).toEqual({
        code: ['The code field must be between 2 and 3 characters.'],
      });
      const kind = await admin.post('/api/expense-categories', {
        form: { name: 'Feed', kind: 'sometimes' },
      });
      expect(kind.json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
    });

    it('keeps unique names per brand, ignoring case', async () => {
      expect((await admin.post('/api/vendors', { form: { name: 'Acme Feeds' } })).statusCode).toBe(
        201,
      );
      const twice = await admin.post('/api/vendors', { form: { name: 'ACME feeds' } });
      expect(twice.json().errors).toEqual({ name: ['The name has already been taken.'] });
      // Another brand may use the same name.
      expect((await hr.post('/api/branches', { form: { name: 'Farm Gate' } })).statusCode).toBe(
        201,
      );
    });

    it('creates once per Idempotency-Key', async () => {
      const headers = { 'idempotency-key': 'form-7f3a' };
      const first = await admin.post('/api/vendors', { form: { name: 'Once Only' }, headers });
      const again = await admin.post('/api/vendors', { form: { name: 'Once Only' }, headers });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(first.json().data.id);
      const list = (await admin.get('/api/vendors?search=Once%20Only')).json();
      expect(list.total).toBe(1);
    });

    it('sends account numbers masked and keeps them when the mask comes back', async () => {
      const list = employeePage.parse((await admin.get('/api/employees?search=Gus')).json());
      const gus = list.data[0];
      expect(gus?.account_number).toBe('****6789');
      const kept = await admin.put(`/api/employees/${gus?.id}`, {
        form: { account_number: '****6789', department: 'Office' },
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.account_number).toBe('****6789');
      const changed = await admin.put(`/api/employees/${gus?.id}`, {
        form: { account_number: '99887766' },
      });
      expect(changed.json().data.account_number).toBe('****7766');
    });

    it('refuses to delete a record others still refer to', async () => {
      const response = await admin.delete(`/api/branches/${branchId}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This branch is still in use and cannot be deleted.',
      });
    });
  });

  describe('brands', () => {
    it("never shows or changes another brand's rows", async () => {
      const vendor = (
        await admin.post('/api/vendors', { form: { name: 'Brand Two Only', brand_id: '9' } })
      ).json().data;
      expect(vendor.brand_id).toBe(2);
      const other = await t.signedIn('manager', 9);
      for (const response of [
        await other.get(`/api/vendors/${vendor.id}`),
        await other.put(`/api/vendors/${vendor.id}`, { form: { name: 'Taken' } }),
        await other.delete(`/api/vendors/${vendor.id}`),
        await other.get(`/api/vendors/${vendor.id}/audit`),
      ]) {
        expect(response.statusCode).toBe(404);
      }
      expect((await other.get('/api/vendors?search=Brand%20Two')).json().total).toBe(0);
      // A branch of brand 2 cannot be given to a brand-9 employee.
      const employee = await hr.post('/api/employees', {
        form: {
          name: 'Hal',
          email: 'hal@shop.test',
          hire_date: '2024-01-02',
          branch_id: String(branchId),
        },
      });
      expect(employee.json().errors).toEqual({ branch_id: ['The selected branch is invalid.'] });
      expect((await admin.get(`/api/vendors/${vendor.id}`)).statusCode).toBe(200);
    });

    it('shares global resources between brands', async () => {
      const state = (
        await admin.post('/api/states', { form: { name: 'Oregon', code: 'OR' } })
      ).json().data;
      expect(state).not.toHaveProperty('brand_id');
      expect((await hr.get(`/api/states/${state.id}`)).json().data.name).toBe('Oregon');
    });
  });

  describe('audit trail', () => {
    it('records who changed what, old to new, and outlives the record', async () => {
      const created = await admin.post('/api/expense-categories', {
        form: { name: 'Electricity', kind: 'variable' },
      });
      const id = created.json().data.id;
      await admin.put(`/api/expense-categories/${id}`, {
        form: { kind: 'fixed', name: 'Electricity' },
      });
      // Saving without a change writes nothing.
      await admin.put(`/api/expense-categories/${id}`, { form: { kind: 'fixed' } });
      expect((await admin.delete(`/api/expense-categories/${id}`)).statusCode).toBe(204);
      expect((await admin.get(`/api/expense-categories/${id}`)).statusCode).toBe(404);
      const trail = auditPageSchema.parse(
        (await admin.get(`/api/expense-categories/${id}/audit`)).json(),
      );
      expect(trail.total).toBe(3);
      expect(trail.data.map((e) => [e.action, e.user?.name, e.changes])).toEqual([
        [
          'deleted',
          'Ada Admin',
          { name: { old: 'Electricity', new: null }, kind: { old: 'fixed', new: null } },
        ],
        ['updated', 'Ada Admin', { kind: { old: 'variable', new: 'fixed' } }],
        [
          'created',
          'Ada Admin',
          { name: { old: null, new: 'Electricity' }, kind: { old: null, new: 'variable' } },
        ],
      ]);
    });

    it('names a changed reference by its record, not its id, in the trail', async () => {
      const list = employeePage.parse((await admin.get('/api/employees?search=Gus')).json());
      const id = list.data[0]?.id;
      const depot = await admin.post('/api/branches', { form: { name: 'North Depot' } });
      const depotId = depot.json().data.id;
      await admin.put(`/api/employees/${id}`, { form: { branch_id: depotId } });
      const trail = auditPageSchema.parse((await admin.get(`/api/employees/${id}/audit`)).json());
      expect(trail.data[0]?.changes.branch_id).toEqual({ old: branchId, new: depotId });
      expect(trail.data[0]?.labels).toEqual({
        branch_id: { old: 'Farm Gate', new: 'North Depot' },
      });
      // A field that names no record has no title.
      expect(trail.data.at(-1)?.labels?.name).toBeUndefined();
    });

    it('keeps masked fields masked', async () => {
      const list = employeePage.parse((await admin.get('/api/employees?search=Flo')).json());
      const id = list.data[0]?.id;
      await admin.put(`/api/employees/${id}`, { form: { account_number: '55554444' } });
      const trail = auditPageSchema.parse((await admin.get(`/api/employees/${id}/audit`)).json());
      expect(trail.data[0]?.changes).toEqual({
        account_number: { old: '****6789', new: '****4444' },
      });
      expect(JSON.stringify(trail)).not.toContain('000123456789');
    });
  });
});
