/**
 * A line's list of references (an order line's add-ons) and kebab-case action names (their
 * path segments): checked when the definition loads, validated with messages naming the line and the field's label,
 * stored as lists of ids.
 */
import { describe, expect, it } from 'vitest';
import { defineResource } from './defineResource';
import { formatFieldValue } from './format';
import { lineValues, resourceInput, toFieldValue, validateResource } from './validation';

const base = {
  segment: 'baskets',
  singular: 'basket',
  plural: 'baskets',
  scope: 'brand',
  titleField: 'note',
  permissions: { list: 'x', view: 'x', create: 'x' },
} as const;

const baskets = defineResource({
  ...base,
  name: 'baskets',
  fields: {
    note: { type: 'string', label: 'Note' },
    state: { type: 'enum', label: 'State', options: ['open', 'sent'], default: 'open' },
  },
  lines: {
    label: 'Items',
    table: 'basket_lines',
    parentKey: 'basket_id',
    fields: {
      extra_ids: { type: 'references', label: 'Extras', resource: 'extras' },
    },
  },
  stateField: 'state',
  actions: {
    'hand-over': {
      label: 'Hand over',
      from: ['open'],
      to: 'sent',
      permission: 'x',
      wrongState: 'Only open baskets can be handed over.',
    },
  },
});

describe('a list of references and kebab-case actions', () => {
  it('validate each id, naming the line and the field label, and store a list of numbers', () => {
    const input = resourceInput(
      baskets,
      { lines: { 0: { extra_ids: ['3', ' 5 '] }, 1: { extra_ids: ['x'] }, 2: {} } },
      'create',
    );
    const result = validateResource(baskets, input, { mode: 'create' });
    expect(result.errors).toEqual({
      'lines.1.extra_ids.0': ['Line 2: the extras field must be an integer.'],
    });
    const notAList = validateResource(baskets, { lines: [{ extra_ids: 'x' }] }, { mode: 'create' });
    expect(notAList.errors).toEqual({
      'lines.0.extra_ids': ['Line 1: the extras field must be an array.'],
    });
    expect(lineValues(baskets.lines, { lines: [{ extra_ids: ['3', '5'] }, {}] })).toEqual([
      { extra_ids: [3, 5] },
      { extra_ids: [] },
    ]);
    expect(
      toFieldValue(baskets.lines?.fields.extra_ids ?? { type: 'text', label: '' }, null),
    ).toEqual([]);
    expect(formatFieldValue({ type: 'references', label: 'Extras' }, [3, 5])).toBe('3, 5');
  });

  it('are refused where they do not fit', () => {
    expect(() =>
      defineResource({
        ...base,
        name: 'flat_baskets',
        fields: {
          note: { type: 'string', label: 'Note' },
          extra_ids: { type: 'references', label: 'Extras', resource: 'extras' },
        },
      }),
    ).toThrow('a list of references is a line field only');
    expect(() =>
      defineResource({
        ...base,
        name: 'odd_baskets',
        fields: {
          note: { type: 'string', label: 'Note' },
          state: { type: 'enum', label: 'State', options: ['open'] },
        },
        stateField: 'state',
        actions: {
          'Hand--over': { label: 'x', from: ['open'], permission: 'x', wrongState: 'x' },
        },
      }),
    ).toThrow('the name must be snake_case or kebab-case');
    expect(Object.keys(baskets.actions)).toEqual(['hand-over']);
  });
});
