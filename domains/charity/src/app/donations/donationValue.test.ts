import { describe, expect, it } from 'vitest';
import { linesValue } from './donationValue';

describe('linesValue', () => {
  it('adds each quantity at its unit cost, leaving out lines not filled in', () => {
    expect(
      linesValue([
        { quantity: 12, unitCost: 650 },
        { quantity: 1, unitCost: 250 },
        { quantity: null, unitCost: 900 },
        { quantity: 3, unitCost: null },
      ]),
    ).toBe(8050);
    expect(linesValue([])).toBe(0);
  });
});
