import { describe, expect, it } from 'vitest';
import { flattenFields } from './flattenFields';

describe('flattenFields', () => {
  it('names nested arrays and objects with PHP brackets', () => {
    expect(
      flattenFields({
        customer: { name: 'Ada', address: { town: 'Leeds' } },
        items: [
          { sku: 'EGG-12', qty: 2 },
          { sku: 'EGG-30', qty: 1 },
        ],
        tags: ['a', 'b'],
      }),
    ).toEqual([
      ['customer[name]', 'Ada'],
      ['customer[address][town]', 'Leeds'],
      ['items[0][sku]', 'EGG-12'],
      ['items[0][qty]', '2'],
      ['items[1][sku]', 'EGG-30'],
      ['items[1][qty]', '1'],
      ['tags[0]', 'a'],
      ['tags[1]', 'b'],
    ]);
  });

  it('sends booleans as 1/0 and null as an empty value, and leaves undefined out', () => {
    expect(
      flattenFields({ remember: true, active: false, note: null, photo: undefined, count: 0 }),
    ).toEqual([
      ['remember', '1'],
      ['active', '0'],
      ['note', ''],
      ['count', '0'],
    ]);
  });

  it('keeps blobs as they are', () => {
    const file = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    expect(flattenFields({ attachments: [file] })).toEqual([['attachments[0]', file]]);
  });

  it('produces nothing for empty lists and objects', () => {
    expect(flattenFields({ items: [], meta: {} })).toEqual([]);
  });
});
