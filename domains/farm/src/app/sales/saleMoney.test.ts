/**
 * The till's arithmetic, with every figure written out: a tray of 30 large eggs at $9.00
 * (900 cents), a spent hen at $6.00 (600 cents) and a bag of manure at $3.75 (375 cents).
 */
import { describe, expect, it } from 'vitest';
import {
  canBeRefunded,
  canBeVoided,
  changeDue,
  leftToRefund,
  refundAmount,
  refundableLines,
} from './saleMoney';
import type { Sale, SaleLine } from './saleTypes';

const trayLine: SaleLine = {
  id: 11,
  sale_item_id: 1,
  quantity: 3,
  name: 'Eggs, large (tray of 30)',
  unit_price: 900,
  unit_cost: 500,
};
const henLine: SaleLine = {
  id: 12,
  sale_item_id: 2,
  quantity: 2,
  name: 'Spent hen',
  unit_price: 600,
  unit_cost: 250,
};

/** 3 trays at 900 = 2,700 plus 2 hens at 600 = 1,200: a total of 3,900 cents. */
const sale = {
  status: 'completed' as Sale['status'],
  total: 3900,
  refunded_total: 0,
  lines: [trayLine, henLine],
};

describe('the change due for cash', () => {
  it('is what was tendered less the total', () => {
    // A $50.00 note for $42.75: 5,000 - 4,275 = 725 cents, $7.25 back.
    expect(changeDue(4275, 5000)).toBe(725);
    // The exact amount: 4,275 - 4,275 = 0.
    expect(changeDue(4275, 4275)).toBe(0);
  });

  it('is negative when the customer is short, and unknown before anything is tendered', () => {
    // $40.00 for $42.75: 4,000 - 4,275 = -275, $2.75 short.
    expect(changeDue(4275, 4000)).toBe(-275);
    expect(changeDue(4275, null)).toBeNull();
  });
});

describe('what a sale has left to refund', () => {
  it('is everything while nothing was refunded', () => {
    expect(refundableLines(sale).map(({ sold, returned, left }) => [sold, returned, left])).toEqual(
      [
        [3, 0, 3],
        [2, 0, 2],
      ],
    );
    // 3,900 - 0 = 3,900.
    expect(leftToRefund(sale)).toBe(3900);
  });

  it('takes off what earlier refunds returned, line by line', () => {
    // Two refunds: 1 tray (900), then 1 more tray and 1 hen (900 + 600 = 1,500); 2,400 in all.
    const refunded = {
      ...sale,
      status: 'partially_refunded' as const,
      refunded_total: 2400,
      refunds: [
        {
          id: 1,
          refunded_on: '2025-03-10',
          amount: 900,
          reason: 'Cracked',
          restock: false,
          lines: [{ sale_line_id: 11, quantity: 1 }],
        },
        {
          id: 2,
          refunded_on: '2025-03-11',
          amount: 1500,
          reason: 'Returned',
          restock: true,
          lines: [
            { sale_line_id: 11, quantity: 1 },
            { sale_line_id: 12, quantity: 1 },
          ],
        },
      ],
    };
    // Trays: 3 sold - 2 returned = 1 left; hens: 2 sold - 1 returned = 1 left.
    expect(
      refundableLines(refunded).map(({ sold, returned, left }) => [sold, returned, left]),
    ).toEqual([
      [3, 2, 1],
      [2, 1, 1],
    ]);
    // 3,900 - 2,400 = 1,500 cents left to give back.
    expect(leftToRefund(refunded)).toBe(1500);
    expect(canBeRefunded(refunded)).toBe(true);
    expect(canBeVoided(refunded)).toBe(false);
  });
});

describe('the refund amount', () => {
  it('is each returned quantity times the price copied onto its line', () => {
    // 2 trays at 900 = 1,800 plus 1 hen at 600 = 600: 2,400 cents.
    expect(refundAmount(sale, { 11: 2, 12: 1 })).toBe(2400);
    // Nothing chosen, or a field being cleared, gives back nothing.
    expect(refundAmount(sale, {})).toBe(0);
    expect(refundAmount(sale, { 11: null, 12: 0 })).toBe(0);
  });
});

describe('the actions a sale offers', () => {
  it('voids only a completed sale with nothing refunded', () => {
    expect(canBeVoided(sale)).toBe(true);
    expect(canBeVoided({ status: 'voided', refunded_total: 0 })).toBe(false);
    expect(canBeVoided({ status: 'completed', refunded_total: 900 })).toBe(false);
  });

  it('refunds neither a voided sale nor one with nothing left', () => {
    expect(canBeRefunded(sale)).toBe(true);
    expect(canBeRefunded({ ...sale, status: 'voided' })).toBe(false);
    // 3,900 refunded of 3,900: nothing left.
    expect(canBeRefunded({ ...sale, status: 'refunded', refunded_total: 3900 })).toBe(false);
  });
});
