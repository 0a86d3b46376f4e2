import { defineResource } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import {
  sampleEmployees as employeesResource,
  sampleVendors as vendorsResource,
} from '../testing/sampleResources';
import {
  checkValues,
  fromInput,
  newRecordValues,
  type ResourceRow,
  recordValues,
  requestBody,
  sameValues,
} from './formValues';

const photo = {
  name: 'ann.png',
  url: '/api/employees/12/files/photo',
  size: 2048,
  type: 'image/png',
};

const employee: ResourceRow = {
  id: 12,
  brand_id: 2,
  labels: { branch_id: 'North Farm' },
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-03T10:00:00.000Z',
  name: 'Ann Baker',
  email: 'ann@example.com',
  phone: '5551234567',
  position: 'Shift lead',
  department: null,
  branch_id: 4,
  hire_date: '2023-05-01',
  status: 'active',
  photo,
  bank_name: 'First Bank',
  account_number: '****6789',
  routing_number: '021000021',
};

const MB = 1024 * 1024;

const ledger = defineResource({
  name: 'ledger_lines',
  segment: 'ledger-lines',
  singular: 'ledger line',
  plural: 'ledger lines',
  scope: 'brand',
  titleField: 'memo',
  fields: {
    memo: { type: 'string', label: 'Memo', rules: ['required'] },
    amount: { type: 'money', label: 'Amount', rules: ['required'] },
    quantity: { type: 'number', label: 'Quantity' },
    paid: { type: 'boolean', label: 'Paid' },
  },
  permissions: { list: 'x', view: 'x', create: 'x', update: 'x', delete: 'x' },
});

describe('form values', () => {
  it('start a new record from the defaults, empty otherwise', () => {
    expect(newRecordValues(vendorsResource)).toEqual({
      name: '',
      contact_name: '',
      email: '',
      phone: '',
      address: '',
      notes: '',
      active: true,
    });
    expect(newRecordValues(ledger)).toEqual({
      memo: '',
      amount: null,
      quantity: null,
      paid: false,
    });
  });

  it('load a record into its inputs, with a masked field blank', () => {
    expect(recordValues(employeesResource, employee)).toEqual({
      name: 'Ann Baker',
      email: 'ann@example.com',
      phone: '5551234567',
      position: 'Shift lead',
      department: '',
      branch_id: 4,
      hire_date: '2023-05-01',
      status: 'active',
      photo,
      bank_name: 'First Bank',
      account_number: '',
      routing_number: '021000021',
    });
  });

  it('read a cleared number input as no value', () => {
    expect(fromInput(ledger.fields.quantity, Number.NaN)).toBeNull();
    expect(fromInput(ledger.fields.amount, 1999)).toBe(1999);
  });

  it('compare by value', () => {
    const values = recordValues(employeesResource, employee);
    expect(sameValues(values, { ...values })).toBe(true);
    expect(sameValues(values, { ...values, name: 'Ann B.' })).toBe(false);
  });
});

describe('request body', () => {
  it('trims text, sends blanks as null and money as cents', () => {
    expect(
      requestBody(
        ledger,
        { memo: '  Feed  ', amount: 123456, quantity: null, paid: true },
        'create',
      ),
    ).toEqual({ memo: 'Feed', amount: 123456, quantity: null, paid: true });
  });

  it('on update leaves a blank masked field out, so the stored number stays', () => {
    const body = requestBody(
      employeesResource,
      recordValues(employeesResource, employee),
      'update',
    );
    expect(body).not.toHaveProperty('account_number');
    expect(body).toMatchObject({ name: 'Ann Baker', branch_id: 4, department: null });
  });

  it('sends a file only when one is chosen or the stored one removed', () => {
    const values = recordValues(employeesResource, employee);
    expect(requestBody(employeesResource, values, 'update')).not.toHaveProperty('photo');
    const chosen = new File(['png'], 'new.png', { type: 'image/png' });
    expect(requestBody(employeesResource, { ...values, photo: chosen }, 'update').photo).toBe(
      chosen,
    );
    expect(requestBody(employeesResource, { ...values, photo: null }, 'update')).toHaveProperty(
      'photo',
      null,
    );
  });

  it('on create adds the defaults of fields the form left out', () => {
    expect(requestBody(vendorsResource, { name: 'Acme Feed' }, 'create')).toEqual({
      name: 'Acme Feed',
      active: true,
    });
  });
});

describe('client check', () => {
  it('gives the server messages before sending', () => {
    const values = { ...newRecordValues(employeesResource), email: 'not-an-email' };
    expect(checkValues(employeesResource, values, 'create')).toEqual({
      name: 'The name field is required.',
      email: 'The email field must be a valid email address.',
      hire_date: 'The hire date field is required.',
    });
  });

  it('checks digits-only and length rules of banking fields', () => {
    const values = {
      ...recordValues(employeesResource, employee),
      account_number: '12ab',
      routing_number: '123',
    };
    const errors = checkValues(employeesResource, values, 'update');
    expect(errors.routing_number).toBe('The routing number field must be at least 9 characters.');
    expect(errors.account_number).toMatch(/account number/);
  });

  it('checks a chosen file with the server messages, and not a kept one', () => {
    const values = recordValues(employeesResource, employee);
    const big = new File([new Uint8Array(2 * MB + 1)], 'big.png', { type: 'image/png' });
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(checkValues(employeesResource, { ...values, photo: big }, 'update')).toEqual({
      photo: 'The file size must not exceed 2MB.',
    });
    expect(checkValues(employeesResource, { ...values, photo: pdf }, 'update')).toEqual({
      photo: 'The photo field must be a file of type: jpg, png, gif, webp.',
    });
    const odd = { ...values, photo: { ...photo, type: 'application/pdf' } };
    expect(checkValues(employeesResource, odd, 'update')).toEqual({});
  });

  it('passes a complete record', () => {
    expect(
      checkValues(employeesResource, recordValues(employeesResource, employee), 'update'),
    ).toEqual({});
  });
});
