/**
 * The common entities one by one: each one's 422 messages, its filters and sorts, and that a
 * record of one brand is invisible and untouchable from another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';

type Form = Record<string, string>;

interface EntityCase {
  segment: string;
  /** The brand the records are made in, and another brand the entity is also served in. */
  brand: number;
  otherBrand: number;
  /** Three records whose names sort Alder, Birch, Cedar. */
  records: [Form, Form, Form];
  /** A body that breaks the entity's rules, and Laravel's answer. */
  invalid: Form;
  errors: Record<string, string[]>;
  /** A second record that must be refused as a duplicate, when the entity has unique names. */
  duplicate?: { form: Form; errors: Record<string, string[]> };
  /** A filter and the names it keeps. */
  filter: { query: string; names: string[] };
  /** A sortable field other than the name, and the names in its ascending order. */
  sort: { field: string; names: string[] };
}

const CASES: EntityCase[] = [
  {
    segment: 'branches',
    brand: 2,
    otherBrand: 1,
    records: [
      { name: 'Alder', code: 'B-3', city: 'Waco' },
      { name: 'Birch', code: 'B-1', city: 'Austin', active: '0' },
      { name: 'Cedar', code: 'B-2', city: 'Austin' },
    ],
    invalid: { code: 'X'.repeat(21), email: 'not-an-address' },
    errors: {
      name: ['The name field is required.'],
      code: ['The code field must not be greater than 20 characters.'],
      email: ['The email field must be a valid email address.'],
    },
    duplicate: {
      form: { name: 'ALDER', code: 'b-3' },
      errors: {
        name: ['The name has already been taken.'],
        code: ['The code has already been taken.'],
      },
    },
    filter: { query: 'filter[city]=Austin&filter[active]=1', names: ['Cedar'] },
    sort: { field: 'code', names: ['Birch', 'Cedar', 'Alder'] },
  },
  {
    segment: 'vendors',
    // The demo seed gives the poultry brand a vendor and expense categories of its own.
    brand: 1,
    otherBrand: 9,
    records: [
      { name: 'Alder', contact_name: 'Zoe', active: '0' },
      { name: 'Birch', contact_name: 'Amy' },
      { name: 'Cedar', contact_name: 'Max' },
    ],
    invalid: { email: 'vendor@', phone: '1'.repeat(17) },
    errors: {
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field must not be greater than 16 characters.'],
    },
    duplicate: {
      form: { name: 'birch' },
      errors: { name: ['The name has already been taken.'] },
    },
    filter: { query: 'filter[active]=0', names: ['Alder'] },
    sort: { field: 'contact_name', names: ['Birch', 'Cedar', 'Alder'] },
  },
  {
    segment: 'customers',
    brand: 2,
    otherBrand: 9,
    records: [
      { name: 'Alder', company: 'Cafe', city: 'Waco' },
      { name: 'Birch', company: 'Bakery', city: 'Austin' },
      { name: 'Cedar', company: 'Amble Inn', city: 'Austin' },
    ],
    invalid: { name: '   ', email: 'x@' },
    errors: {
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
    },
    filter: { query: 'filter[city]=Austin', names: ['Birch', 'Cedar'] },
    sort: { field: 'company', names: ['Cedar', 'Birch', 'Alder'] },
  },
  {
    segment: 'expense-categories',
    brand: 1,
    otherBrand: 9,
    records: [
      { name: 'Alder', kind: 'fixed' },
      { name: 'Birch', kind: 'variable' },
      { name: 'Cedar', kind: 'fixed' },
    ],
    invalid: { name: 'Feed', kind: 'monthly' },
    errors: { kind: ['The selected kind is invalid.'] },
    duplicate: {
      form: { name: 'CEDAR', kind: 'fixed' },
      errors: { name: ['The name has already been taken.'] },
    },
    filter: { query: 'filter[kind]=fixed', names: ['Alder', 'Cedar'] },
    sort: { field: 'kind', names: ['Alder', 'Cedar', 'Birch'] },
  },
];

const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

describe.each(databaseKinds())('common entities on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  describe.each(CASES.map((c) => [c.segment, c] as const))('%s', (_segment, entity) => {
    const url = `/api/${entity.segment}`;
    let admin: Agent;
    let ids: number[];

    beforeAll(async () => {
      admin = await t.signedIn('admin', entity.brand);
      ids = [];
      for (const form of entity.records) {
        const created = await admin.post(url, { form });
        expect(created.statusCode, JSON.stringify(created.json())).toBe(201);
        ids.push(created.json().data.id);
      }
    });

    it('answers 422 with the field messages and saves nothing', async () => {
      const before = (await admin.get(url)).json().total;
      const refused = await admin.post(url, { form: entity.invalid });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual(entity.errors);
      if (entity.duplicate) {
        const twice = await admin.post(url, { form: entity.duplicate.form });
        expect(twice.statusCode).toBe(422);
        expect(twice.json().errors).toEqual(entity.duplicate.errors);
      }
      expect((await admin.get(url)).json().total).toBe(before);
    });

    it('sorts by name both ways and by another field', async () => {
      const asc = (await admin.get(`${url}?sort=name&direction=asc`)).json();
      expect(names(asc)).toEqual(['Alder', 'Birch', 'Cedar']);
      const desc = (await admin.get(`${url}?sort=name&direction=desc`)).json();
      expect(names(desc)).toEqual(['Cedar', 'Birch', 'Alder']);
      const other = (await admin.get(`${url}?sort=${entity.sort.field}&direction=asc`)).json();
      expect(names(other)).toEqual(entity.sort.names);
      const unknown = await admin.get(`${url}?sort=created_by`);
      expect(unknown.statusCode).toBe(422);
    });

    it('filters, and searches within the filter', async () => {
      const filtered = (await admin.get(`${url}?${entity.filter.query}&sort=name`)).json();
      expect(names(filtered)).toEqual(entity.filter.names);
      const first = entity.filter.names[0] as string;
      const searched = (
        await admin.get(`${url}?${entity.filter.query}&search=${first.toLowerCase()}`)
      ).json();
      expect(names(searched)).toEqual([first]);
    });

    it('keeps each brand’s records to itself', async () => {
      // The active brand belongs to the user, so the same account switches brands here.
      const [id] = ids;
      expect((await admin.put(`/api/user/${entity.otherBrand}`)).statusCode).toBe(200);
      try {
        expect((await admin.get(`${url}/${id}`)).statusCode).toBe(404);
        expect((await admin.get(`${url}/${id}/audit`)).statusCode).toBe(404);
        const changed = await admin.put(`${url}/${id}`, { form: { name: 'Taken over' } });
        expect(changed.statusCode).toBe(404);
        expect((await admin.delete(`${url}/${id}`)).statusCode).toBe(404);
        expect((await admin.get(`${url}?search=Alder`)).json().total).toBe(0);
        // The same name is free in the other brand.
        const own = await admin.post(url, { form: entity.records[0] });
        expect(own.statusCode).toBe(201);
        expect(own.json().data.brand_id).toBe(entity.otherBrand);
      } finally {
        await admin.put(`/api/user/${entity.brand}`);
      }
      const kept = (await admin.get(`${url}/${id}`)).json().data;
      expect(kept).toMatchObject({ name: 'Alder', brand_id: entity.brand });
      expect((await admin.get(`${url}?search=Alder`)).json().total).toBe(1);
    });
  });
});
