import { describe, expect, it } from 'vitest';
import {
  actionInput,
  availableActions,
  staleRecordMessage,
  validateActionInput,
  wrongStateMessage,
} from './actions';
import { defineResource, NOBODY } from './defineResource';
import { resourceInput, validateResource } from './validation';

const orders = defineResource({
  name: 'orders',
  segment: 'orders',
  singular: 'order',
  plural: 'orders',
  scope: 'brand',
  titleField: 'note',
  fields: {
    note: { type: 'string', label: 'Note', rules: ['required'] },
    state: {
      type: 'enum',
      label: 'State',
      options: ['open', 'paid', 'void'],
      default: 'open',
      readOnly: true,
    },
  },
  lines: {
    label: 'Lines',
    table: 'order_lines',
    parentKey: 'order_id',
    min: 1,
    fields: {
      quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
      price: { type: 'money', label: 'Price', readOnly: true },
    },
  },
  computed: { total: { type: 'money', label: 'Total', sortable: true } },
  permissions: { list: 'orders', view: 'orders', create: 'orders' },
  stateField: 'state',
  actions: {
    void: {
      label: 'Void',
      from: ['open'],
      to: 'void',
      permission: 'void_orders',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required'] } },
      wrongState: 'Only open orders can be voided.',
      stateMessages: { paid: 'A paid order cannot be voided.' },
    },
    pay: { label: 'Pay', from: ['open'], to: 'paid', permission: 'orders', wrongState: 'Paid.' },
  },
});

describe('definitions with lines, computed fields, states and actions', () => {
  it('fill what a resource offers and leave what it does not to nobody', () => {
    expect(orders.offers).toEqual(['list', 'view', 'create']);
    expect(orders.permissions.update).toBe(NOBODY);
    expect(orders.permissions.delete).toBe(NOBODY);
    expect(orders.stateField).toBe('state');
    expect(orders.lines?.table).toBe('order_lines');
  });

  it('refuse actions without an enum state field, or naming a state it lacks', () => {
    const base = {
      name: 'bad',
      segment: 'bad',
      singular: 'bad',
      plural: 'bads',
      scope: 'brand',
      titleField: 'name',
      permissions: { list: 'x', view: 'x', create: 'x' },
    } as const;
    const action = { label: 'Go', from: ['open'], permission: 'x', wrongState: 'No.' };
    expect(() =>
      defineResource({
        ...base,
        fields: { name: { type: 'string', label: 'Name' } },
        actions: { go: { ...action, to: 'done' } },
      }),
    ).toThrow('actions need a state field');
    expect(() =>
      defineResource({
        ...base,
        fields: {
          name: { type: 'string', label: 'Name' },
          state: { type: 'enum', label: 'State', options: ['open'] },
        },
        stateField: 'state',
        actions: { go: { ...action, to: 'done' } },
      }),
    ).toThrow('"done" is not a state');
    expect(() =>
      defineResource({
        ...base,
        fields: {
          name: { type: 'string', label: 'Name' },
          version: { type: 'number', label: 'V' },
        },
      }),
    ).toThrow('the name is reserved');
  });

  it('read PHP-bracket lines in index order, without read-only fields', () => {
    const input = resourceInput(
      orders,
      {
        note: ' Mon ',
        state: 'paid',
        lines: { 1: { quantity: '2', price: '1' }, 0: { quantity: '5' } },
      },
      'create',
    );
    expect(input).toEqual({ note: 'Mon', lines: [{ quantity: '5' }, { quantity: '2' }] });
  });

  it('check lines, each message naming its line and the field label', () => {
    const none = validateResource(orders, resourceInput(orders, { note: 'x' }, 'create'), {
      mode: 'create',
    });
    expect(none.errors).toEqual({ lines: ['The lines field is required.'] });
    const empty = validateResource(orders, { note: 'x', lines: [] }, { mode: 'create' });
    expect(empty.errors).toEqual({ lines: ['The lines field is required.'] });
    const bad = validateResource(
      orders,
      { note: 'x', lines: [{ quantity: '0' }, {}, { quantity: '1.5' }] },
      { mode: 'create' },
    );
    expect(bad.errors).toEqual({
      'lines.0.quantity': ['Line 1: the quantity field must be at least 1.'],
      'lines.1.quantity': ['Line 2: the quantity field is required.'],
      'lines.2.quantity': ['Line 3: the quantity field must be an integer.'],
    });
    expect(bad.message).toBe('Line 1: the quantity field must be at least 1. (and 2 more errors)');
  });

  it('offer the actions a user may run in the record’s state', () => {
    const can = (permission: string) => permission === 'orders';
    expect(availableActions(orders, { state: 'open' }, can)).toEqual(['pay']);
    expect(availableActions(orders, { state: 'open' }, () => true)).toEqual(['void', 'pay']);
    expect(availableActions(orders, { state: 'paid' }, () => true)).toEqual([]);
    const voiding = orders.actions.void;
    if (!voiding) throw new Error('no void');
    expect(wrongStateMessage(voiding, 'paid')).toBe('A paid order cannot be voided.');
    expect(wrongStateMessage(voiding, 'void')).toBe('Only open orders can be voided.');
    expect(staleRecordMessage(orders)).toBe(
      'This order was changed by someone else while you were editing it.',
    );
  });

  it('check an action’s input like a form', () => {
    const voiding = orders.actions.void;
    if (!voiding) throw new Error('no void');
    const input = actionInput(voiding, { reason: '  ', other: 'x' });
    expect(input).toEqual({ reason: null });
    expect(validateActionInput(voiding, input).errors).toEqual({
      reason: ['The reason field is required.'],
    });
  });
});
