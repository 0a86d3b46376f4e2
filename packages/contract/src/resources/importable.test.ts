import { describe, expect, it } from 'vitest';
import { defineResource } from './defineResource';
import { everyAction } from './definitionParts';
import {
  importable,
  importCellValue,
  importExamplePath,
  importFields,
  importOptionsOf,
  importPath,
  parseCsv,
} from './importable';

const items = defineResource({
  name: 'items',
  segment: 'items',
  singular: 'item',
  plural: 'items',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: { type: 'string', label: 'Name', rules: ['required'] },
    price: { type: 'money', label: 'Price' },
    active: { type: 'boolean', label: 'Active' },
    photo: { type: 'file', label: 'Photo' },
    sold: { type: 'number', label: 'Sold', readOnly: true },
  },
  permissions: everyAction('manage_items'),
});

describe('CSV import of a definition', () => {
  it('is offered by importable(), with the fields a file may set', () => {
    expect(importOptionsOf(items)).toBeNull();
    const offered = importable(items, { sample: [{ name: 'Tea', price: '2.50' }] });
    expect(importOptionsOf(offered)?.sample).toHaveLength(1);
    expect(importFields(offered)).toEqual(['name', 'price', 'active']);
    expect(importPath(offered, 'valid')).toBe('/api/items/import?mode=valid');
    expect(importExamplePath(offered)).toBe('/api/items/import/example');
    expect(() => importable(items, { sample: [{ colour: 'red' }] })).toThrow(/"colour"/);
  });

  it('reads RFC 4180: quotes, doubled quotes, line breaks in a cell, CRLF, a BOM', () => {
    expect(parseCsv('\uFEFFName,Note\r\n"Tea, green","say ""hi""\nthere"\r\n\r\nMilk,\n')).toEqual([
      ['Name', 'Note'],
      ['Tea, green', 'say "hi"\nthere'],
      ['Milk', ''],
    ]);
  });

  it('turns cells back into input as the export writes them', () => {
    const field = (type: 'money' | 'boolean' | 'string') => ({ type, label: 'x' }) as const;
    expect(importCellValue(field('money'), '1,234.5')).toBe(123450);
    expect(importCellValue(field('money'), '$0.99')).toBe(99);
    expect(importCellValue(field('money'), 'abc')).toBe('abc');
    expect(importCellValue(field('boolean'), 'No')).toBe(false);
    expect(importCellValue(field('boolean'), 'yes')).toBe(true);
    expect(importCellValue(field('string'), "'=SUM(A1)")).toBe('=SUM(A1)');
    expect(importCellValue(field('string'), '  ')).toBeNull();
  });
});
