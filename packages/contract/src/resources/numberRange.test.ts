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
  },
  permissions: everyAction('manage_livestock'),
});

describe('a whole-number field', () => {
  it('refuses what a PostgreSQL integer cannot hold, and keeps its own bounds', () => {
    const huge = validateResource(
      flocks,
      { name: 'A', bird_count: '99999999999' },
      { mode: 'create' },
    );
    expect(huge.errors).toEqual({
      bird_count: ['The bird count field must not be greater than 2147483647.'],
    });
    const below = validateResource(flocks, { name: 'A', bird_count: '-1' }, { mode: 'create' });
    expect(below.errors).toEqual({ bird_count: ['The bird count field must be at least 0.'] });
    const fine = validateResource(
      flocks,
      { name: 'A', bird_count: '2147483647', weight: '1e20' },
      { mode: 'create' },
    );
    expect(fine.errors).toEqual({});
  });
});
