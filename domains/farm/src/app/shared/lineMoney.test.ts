/**
 * Lines' arithmetic, with every figure written out: a tray of 30 large eggs at $9.00 (900
 * cents), a spent hen at $6.00 (600 cents) and a bag of manure at $3.75 (375 cents).
 */
import { describe, expect, it } from 'vitest';
import { lineAmount, runningTotal } from './lineMoney';

describe('the running total', () => {
  it('multiplies each line and adds them up', () => {
    // 3 x 900 = 2,700; 2 x 600 = 1,200; 1 x 375 = 375; 2,700 + 1,200 + 375 = 4,275.
    expect(lineAmount({ quantity: 3, unitPrice: 900 })).toBe(2700);
    expect(
      runningTotal([
        { quantity: 3, unitPrice: 900 },
        { quantity: 2, unitPrice: 600 },
        { quantity: 1, unitPrice: 375 },
      ]),
    ).toBe(4275);
  });

  it('counts a line without an item or a quantity as nothing yet', () => {
    // 2 x 600 = 1,200; the empty line and the line being typed add 0.
    expect(
      runningTotal([
        { quantity: 2, unitPrice: 600 },
        { quantity: 1, unitPrice: null },
        { quantity: Number.NaN, unitPrice: 900 },
        { quantity: null, unitPrice: 900 },
      ]),
    ).toBe(1200);
  });
});
