import { describe, expect, it } from 'vitest';
import type { FieldDefinition, InputLinesDefinition } from './defineResource';
import { isCountField, isIdField, unusualValues, usualMaximum } from './limits';

const fields: Record<string, FieldDefinition> = {
  amount_tendered: { type: 'money', label: 'Amount tendered' },
  birds: { type: 'number', label: 'Birds', rules: ['integer'], usualMax: 100_000 },
  handed_over_by: { type: 'number', label: 'Handed over by', rules: ['integer'] },
  rate: { type: 'number', label: 'Rate' },
};
const lines: InputLinesDefinition = {
  label: 'Items',
  fields: {
    sale_item_id: { type: 'reference', label: 'Item', resource: 'items' },
    quantity: { type: 'number', label: 'Quantity', rules: ['integer'] },
  },
};

describe('values a form asks about before saving', () => {
  it('tells a count from an id, and takes a field its own usual maximum', () => {
    expect(isCountField('quantity', lines.fields.quantity!)).toBe(true);
    expect(isCountField('handed_over_by', fields.handed_over_by!)).toBe(false);
    expect(isCountField('rate', fields.rate!)).toBe(false);
    expect(usualMaximum('quantity', lines.fields.quantity!)).toBe(10_000);
    expect(usualMaximum('amount_tendered', fields.amount_tendered!)).toBe(10_000_000);
    expect(usualMaximum('birds', fields.birds!)).toBe(100_000);
    expect(usualMaximum('sale_item_id', lines.fields.sale_item_id!)).toBeNull();
  });

  it('tells an id of a record or a person from a figure', () => {
    expect(isIdField('handed_over_by', fields.handed_over_by!)).toBe(true);
    expect(isIdField('converted_from_id', { type: 'number', label: 'Converted from' })).toBe(true);
    expect(isIdField('owner', { type: 'number', label: 'Owner (id)' })).toBe(true);
    expect(isIdField('birds', fields.birds!)).toBe(false);
    // A reference is shown by its record's title: no bare id.
    expect(isIdField('sale_item_id', lines.fields.sale_item_id!)).toBe(false);
  });

  it('lists each value above it, a line by its number, money in dollars', () => {
    const found = unusualValues(fields, lines, {
      // $19,327,352,823.00 tendered: far above $100,000.00.
      amount_tendered: 1_932_735_282_300,
      birds: '100000',
      handed_over_by: 2_147_483_647,
      lines: [
        { sale_item_id: 99_999, quantity: '10000' },
        { sale_item_id: 1, quantity: '2147483647' },
      ],
    });
    expect(found).toEqual([
      { key: 'amount_tendered', label: 'Amount tendered', shown: '$19,327,352,823.00' },
      { key: 'lines.1.quantity', label: 'Line 2: Quantity', shown: '2,147,483,647' },
    ]);
    expect(unusualValues(fields, lines, { amount_tendered: '', lines: [{}] })).toEqual([]);
  });
});
