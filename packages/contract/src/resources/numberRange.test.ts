import { describe, expect, it } from 'vitest';
import { defineResource, everyAction, validateResource } from '../index';

const flocks = defineResource({
  name: 'flocks',
  segment: 'flocks',
  singular: 'flock',
  plural: 'flocks',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: { type: 'string', label: 'Name' },
    bird_count: { type: 'number', label: 'Bird count', rules: ['required', 'integer', 'min:0'] },
    weight: { type: 'number', label: 'Weight' },
    house_id: { type: 'number', label: 'House', rules: ['integer'] },
    price: { type: 'money', label: 'Price' },
  },
  permissions: everyAction('manage_livestock'),
});

describe('a whole-number field', () => {
  it('refuses a count above 1,000,000, an id a PostgreSQL integer cannot hold, and money above $10,000,000.00', () => {
    const huge = validateResource(
      flocks,
      { name: 'A', bird_count: '1000001', house_id: '2147483648', price: '1000000001' },
      { mode: 'create' },
    );
    expect(huge.errors).toEqual({
      bird_count: ['The bird count field must not be greater than 1,000,000.'],
      house_id: ['The house field must not be greater than 2,147,483,647.'],
      price: ['The price field must not be greater than $10,000,000.00.'],
    });
    const below = validateResource(flocks, { name: 'A', bird_count: '-1' }, { mode: 'create' });
    expect(below.errors).toEqual({ bird_count: ['The bird count field must be at least 0.'] });
    const fine = validateResource(
      flocks,
      {
        name: 'A',
        bird_count: '1000000',
        house_id: '2147483647',
        price: '1000000000',
        weight: '1e20',
      },
      { mode: 'create' },
    );
    expect(fine.errors).toEqual({});
  });
});
