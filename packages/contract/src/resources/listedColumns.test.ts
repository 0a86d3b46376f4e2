import { describe, expect, it } from 'vitest';
import { columnField, defineResource, everyAction, listedColumns, nameField } from '../index';

const bins = defineResource({
  name: 'test_bins',
  segment: 'test-bins',
  singular: 'bin',
  plural: 'bins',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    note: { type: 'text', label: 'Note' },
    capacity: { type: 'number', label: 'Capacity', listed: true },
  },
  computed: {
    on_hand: { type: 'number', label: 'On hand', listed: true, sortable: true },
    worth: { type: 'money', label: 'Worth' },
  },
  permissions: everyAction('manage_vendors'),
});

describe("a list's columns", () => {
  it('are the listed fields, then the listed computed ones', () => {
    expect(listedColumns(bins)).toEqual(['name', 'capacity', 'on_hand']);
  });

  it('read a computed column as a field of its type and label', () => {
    expect(columnField(bins, 'on_hand')).toMatchObject({ type: 'number', label: 'On hand' });
    expect(columnField(bins, 'capacity')).toBe(bins.fields.capacity);
    expect(columnField(bins, 'nothing')).toBeUndefined();
  });
});
