import { describe, expect, it } from 'vitest';
import type { CashItem } from '../../reports/cash';
import { chosenTotal } from './CashItemsChooser';
import { itemKey } from './depositsApi';
import { itemsError } from './itemsError';

const items: CashItem[] = [
  { kind: 'sale', id: 1, taken_on: '2025-11-17', description: 'Cash sale #1', amount: 52_650 },
  { kind: 'payment', id: 1, taken_on: '2025-11-21', description: 'Payment', amount: 22_500 },
];

describe('the deposit screens', () => {
  it('sum the chosen items: a sale of $526.50 and a payment of $225.00 make $751.50', () => {
    expect(itemKey(items[0]!)).toBe('sale:1');
    expect(chosenTotal(items, ['sale:1'])).toBe(52_650);
    expect(chosenTotal(items, ['sale:1', 'payment:1'])).toBe(75_150);
    expect(chosenTotal(items, [])).toBe(0);
  });

  it('gather the server messages about the lines into one sentence', () => {
    expect(
      itemsError({
        account: 'The account field is required.',
        'lines.0.sale_id': 'Sale #1 is already in deposit #3.',
        lines: 'The lines field is required.',
      }),
    ).toBe('Sale #1 is already in deposit #3. The lines field is required.');
    expect(itemsError({})).toBeUndefined();
  });
});
