import { describe, expect, it } from 'vitest';
import { defineResource, everyAction, nameField } from '../index';
import { resourceValues, toFieldValue } from './validation';

const shelves = defineResource({
  name: 'test_shelves',
  segment: 'test-shelves',
  singular: 'shelf',
  plural: 'shelves',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    width: { type: 'number', label: 'Width (cm)', rules: ['integer'] },
    price: { type: 'money', label: 'Price' },
    active: { type: 'boolean', label: 'Active', default: true },
  },
  permissions: everyAction('manage_vendors'),
});

describe('the values a validated input stores', () => {
  it('are in their stored types', () => {
    expect(toFieldValue(shelves.fields.width, '80')).toBe(80);
    expect(toFieldValue(shelves.fields.price, '1250')).toBe(1250);
    expect(toFieldValue(shelves.fields.active, 'on')).toBe(true);
    expect(toFieldValue(shelves.fields.active, '0')).toBe(false);
  });

  it('store an empty boolean as false, never empty, and other empty values as null', () => {
    expect(toFieldValue(shelves.fields.active, null)).toBe(false);
    expect(toFieldValue(shelves.fields.width, null)).toBeNull();
    expect(resourceValues(shelves, { active: null }, 'update')).toEqual({ active: false });
  });

  it('give a create the defaults of the fields left out; an update keeps them', () => {
    expect(resourceValues(shelves, { name: 'Top' }, 'create')).toEqual({
      name: 'Top',
      width: null,
      price: null,
      active: true,
    });
    expect(resourceValues(shelves, { name: 'Top' }, 'update')).toEqual({ name: 'Top' });
  });
});
