import {
  BRAND,
  defineResource,
  fieldRules,
  fieldsWhere,
  formatFieldValue,
  formatMoney,
  isMaskedValue,
  listQueryString,
  maskValue,
  NOBODY,
  recordSchema,
  resourceInBrand,
  resourceInput,
  resourcePath,
  resourceValues,
  validateResource,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { COMMON_RESOURCES } from '../index';
import { branchesResource } from './branches';
import { customersResource } from './customers';
import { employeesResource } from './employees';
import { expenseCategoriesResource } from './expenseCategories';
import { statesResource } from './states';
import { vendorsResource } from './vendors';

function check(
  resource: Parameters<typeof validateResource>[0],
  raw: Record<string, unknown>,
  mode: 'create' | 'update' = 'create',
  isUnique?: (field: string, value: unknown) => boolean,
) {
  const input = resourceInput(resource, raw, mode);
  return validateResource(resource, input, { mode, ...(isUnique ? { isUnique } : {}) });
}

describe('the resource definitions', () => {
  it('guard each action with the permission of the spec route table', () => {
    const single = (name: string, permission: string) => ({
      list: permission,
      view: permission,
      create: permission,
      update: permission,
      delete: permission,
      name,
    });
    const table = Object.fromEntries(
      COMMON_RESOURCES.map((r) => [r.segment, { ...r.permissions, name: r.name }]),
    );
    expect(table).toEqual({
      branches: single('branches', 'manage_branches'),
      vendors: single('vendors', 'manage_vendors'),
      states: single('states', 'manage_states'),
      'expense-categories': single('expense_categories', 'manage_expense_categories'),
      employees: single('employees', 'manage_employees'),
      customers: {
        name: 'customers',
        list: 'access_customers',
        view: 'access_customers',
        create: 'access_customers',
        update: 'manage_customers',
        delete: 'manage_customers',
      },
      // Any signed-in user keeps the company's prepaid accounts; nobody deletes one.
      'ding-accounts': {
        name: 'ding_accounts',
        list: '*',
        view: '*',
        create: '*',
        update: '*',
        delete: NOBODY,
      },
    });
  });

  it('keeps customers to the poultry and marketplace brands and states global', () => {
    expect([1, 2, 8, 9].filter((b) => resourceInBrand(customersResource, b))).toEqual([2, 9]);
    expect(resourceInBrand(vendorsResource, 8)).toBe(true);
    expect(statesResource.scope).toBe('global');
    expect(COMMON_RESOURCES.filter((r) => r.scope === 'brand').map((r) => r.name)).toEqual([
      'branches',
      'vendors',
      'customers',
      'expense_categories',
      'employees',
    ]);
    expect(resourceInBrand(employeesResource, BRAND.charity)).toBe(true);
  });

  it('gives employees a profile and a banking-info tab, with the account number masked', () => {
    expect(employeesResource.sections.map((s) => s.id)).toEqual(['profile', 'banking-info']);
    expect(fieldsWhere(employeesResource, 'masked')).toEqual(['account_number']);
    expect(fieldsWhere(employeesResource, 'listed')).not.toContain('account_number');
    expect(expenseCategoriesResource.fields.kind.options).toEqual(['variable', 'fixed']);
    expect(resourcePath(expenseCategoriesResource, 4)).toBe('/api/expense-categories/4');
  });

  it("links an employee to a user of the brand, shown by the user's name", () => {
    const field = employeesResource.fields.user_id;
    expect(field).toMatchObject({ type: 'number', staff: true });
    expect(field.rules).toEqual(['integer', 'unique']);
    expect(formatFieldValue(field, 7, 'Faith Okoro')).toBe('Faith Okoro');
    expect(formatFieldValue(field, 7, null)).toBe('7');
    expect(() =>
      defineResource({
        name: 'badges',
        segment: 'badges',
        singular: 'badge',
        plural: 'badges',
        scope: 'brand',
        titleField: 'holder',
        fields: { holder: { type: 'string', label: 'Holder', staff: true } },
        permissions: { list: 'x', view: 'x', create: 'x' },
      }),
    ).toThrow('a staff field is a number field');
  });

  it('fills defaults: one section with every field, newest first, 15 a page', () => {
    const notes = defineResource({
      name: 'notes',
      segment: 'notes',
      singular: 'note',
      plural: 'notes',
      scope: 'global',
      titleField: 'title',
      fields: { title: { type: 'string', label: 'Title' } },
      permissions: { list: 'a', view: 'a', create: 'a', update: 'a', delete: 'a' },
    });
    expect(notes.sections).toEqual([{ id: 'details', label: 'Details', fields: ['title'] }]);
    expect(notes.defaultSort).toEqual({ field: 'id', direction: 'desc' });
    expect(notes.perPage).toBe(15);
    expect(notes.brands).toBeNull();
  });

  it('refuses definitions with mistakes when they load', () => {
    const base = {
      name: 'things',
      segment: 'things',
      singular: 'thing',
      plural: 'things',
      scope: 'brand' as const,
      titleField: 'name' as const,
      permissions: { list: 'a', view: 'a', create: 'a', update: 'a', delete: 'a' },
    };
    expect(() =>
      defineResource({ ...base, fields: { name: { type: 'enum', label: 'N' } } }),
    ).toThrow(/enum needs options/);
    expect(() =>
      defineResource({
        ...base,
        fields: { name: { type: 'string', label: 'N', rules: ['regex:x'] } },
      }),
    ).toThrow(/unknown rule/);
    expect(() =>
      defineResource({
        ...base,
        fields: { name: { type: 'string', label: 'N' }, id: { type: 'string', label: 'N' } },
      }),
    ).toThrow(/reserved/);
    expect(() =>
      defineResource({
        ...base,
        fields: { name: { type: 'string', label: 'N' } },
        defaultSort: { field: 'name', direction: 'asc' },
      }),
    ).toThrow(/not sortable/);
    expect(() =>
      defineResource({
        ...base,
        fields: { name: { type: 'string', label: 'N', masked: true, searchable: true } },
      }),
    ).toThrow(/masked/);
  });
});

describe('rules from a definition', () => {
  it('puts required first, then what the type implies, then the field rules', () => {
    expect(fieldRules(branchesResource.fields.name, { mode: 'create', unique: true })).toEqual([
      'required',
      'max:255',
      'unique',
    ]);
    expect(fieldRules(branchesResource.fields.name, { mode: 'create' })).toEqual([
      'required',
      'max:255',
    ]);
    expect(fieldRules(vendorsResource.fields.email, { mode: 'create' })).toEqual([
      'nullable',
      'email',
      'max:255',
    ]);
    expect(fieldRules(vendorsResource.fields.phone, { mode: 'create' })).toEqual([
      'nullable',
      'max:16',
    ]);
    expect(fieldRules(statesResource.fields.code, { mode: 'create' })).toEqual([
      'required',
      'between:2,3',
    ]);
    expect(fieldRules(expenseCategoriesResource.fields.kind, { mode: 'update' })).toEqual([
      'sometimes',
      'required',
      'in:variable,fixed',
    ]);
    expect(fieldRules(employeesResource.fields.hire_date, { mode: 'create' })).toEqual([
      'required',
      'date',
    ]);
  });
});

describe('validating a form against a definition', () => {
  it('answers the spec messages for required, email, in, between and date', () => {
    const result = check(employeesResource, {
      name: '  ',
      email: 'not-an-email',
      status: 'retired',
      hire_date: '2024-02-30',
      routing_number: '12345',
      account_number: '12ab',
    });
    expect(result.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      status: ['The selected status is invalid.'],
      routing_number: ['The routing number field must be at least 9 characters.'],
      hire_date: ['The hire date field must be a valid date.'],
      account_number: ['The account number field format is invalid.'],
    });
    expect(result.message).toBe('The name field is required. (and 5 more errors)');
  });

  it('reports size rules in characters and unique through the caller', () => {
    const result = check(
      statesResource,
      { name: 'x'.repeat(101), code: 'T' },
      'create',
      (field) => field !== 'name',
    );
    expect(result.errors).toEqual({
      name: [
        'The name field must not be greater than 100 characters.',
        'The name has already been taken.',
      ],
      code: ['The code field must be between 2 and 3 characters.'],
    });
  });

  it('keeps only the definition fields, trimmed, with defaults on create', () => {
    const input = resourceInput(
      employeesResource,
      { name: ' Ann ', brand_id: '8', id: '3', email: 'ann@example.com', hire_date: '2024-01-02' },
      'create',
    );
    expect(input).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      hire_date: '2024-01-02',
      status: 'active',
    });
    expect(validateResource(employeesResource, input, { mode: 'create' }).valid).toBe(true);
    expect(resourceValues(employeesResource, input, 'create')).toMatchObject({
      name: 'Ann',
      status: 'active',
      branch_id: null,
      account_number: null,
    });
  });

  it('checks only the fields a change sends, and a blank required one', () => {
    expect(check(employeesResource, { department: 'Sales' }, 'update').valid).toBe(true);
    expect(check(employeesResource, { name: '' }, 'update').errors).toEqual({
      name: ['The name field is required.'],
    });
  });

  it('leaves a masked value sent back, or left blank, as stored on update', () => {
    const input = resourceInput(
      employeesResource,
      { name: 'Ann', account_number: '****6789', routing_number: '' },
      'update',
    );
    expect(input).toEqual({ name: 'Ann', routing_number: null });
    expect(resourceValues(employeesResource, input, 'update')).toEqual({
      name: 'Ann',
      routing_number: null,
    });
  });

  it('stores numbers, references and booleans in their types', () => {
    const input = resourceInput(
      branchesResource,
      { name: 'Main', state_id: '4', active: '0' },
      'create',
    );
    expect(validateResource(branchesResource, input, { mode: 'create' }).errors).toEqual({});
    expect(resourceValues(branchesResource, input, 'create')).toEqual({
      name: 'Main',
      code: null,
      phone: null,
      email: null,
      address: null,
      city: null,
      state_id: 4,
      active: false,
    });
    const bad = check(branchesResource, { name: 'Main', state_id: 'x', active: 'maybe' });
    expect(bad.errors).toEqual({
      state_id: ['The state field must be an integer.'],
      active: ['The active field must be true or false.'],
    });
  });
});

describe('showing values', () => {
  it('masks to the last four and recognises a masked value', () => {
    expect(maskValue('000123456789')).toBe('****6789');
    expect(maskValue(null)).toBeNull();
    expect(isMaskedValue('****6789')).toBe(true);
    expect(isMaskedValue('123456789')).toBe(false);
  });

  it('formats money in US dollars and booleans and references in words', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatFieldValue({ type: 'money', label: 'Amount' }, -50)).toBe('-$0.50');
    expect(formatFieldValue(branchesResource.fields.active, true)).toBe('Yes');
    expect(formatFieldValue(branchesResource.fields.state_id, 4, 'Texas')).toBe('Texas');
    expect(formatFieldValue(branchesResource.fields.city, null)).toBe('');
  });
});

describe('the wire', () => {
  it('writes list queries with PHP-style filter names', () => {
    expect(
      listQueryString({
        page: 2,
        search: 'ann',
        sort: 'name',
        direction: 'asc',
        filter: { status: 'active', hire_date: { from: '2024-01-01' }, department: '' },
      }),
    ).toBe(
      'page=2&search=ann&sort=name&direction=asc&filter%5Bstatus%5D=active&filter%5Bhire_date%5D%5Bfrom%5D=2024-01-01',
    );
  });

  it('describes records with brand, labels and typed fields', () => {
    const schema = recordSchema(expenseCategoriesResource);
    const record = {
      id: 1,
      brand_id: 2,
      name: 'Feed',
      kind: 'variable',
      description: null,
      labels: {},
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    expect(schema.parse(record)).toEqual(record);
    expect(schema.safeParse({ ...record, kind: 'other' }).success).toBe(false);
    expect(Object.keys(recordSchema(statesResource).shape)).not.toContain('brand_id');
  });
});
