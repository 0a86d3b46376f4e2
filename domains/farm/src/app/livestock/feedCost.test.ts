import { describe, expect, it } from 'vitest';
import { costOn, previewCost } from './feedCost';

// Layer mash: $20.00 a 50 kg bag from 1 January 2024, $25.00 from 2 April 2024.
const history = [
  { effective_on: '2024-04-02', cost_per_bag: 2500 },
  { effective_on: '2024-01-01', cost_per_bag: 2000 },
];

describe('a feeding cost preview', () => {
  it('takes the cost per bag of the day', () => {
    expect(costOn(history, '2024-04-01')).toBe(2000);
    expect(costOn(history, '2024-04-02')).toBe(2500);
    expect(costOn(history, '2023-12-31')).toBe(2000);
    expect(costOn([], '2024-04-01')).toBeNull();
  });

  it('costs the kilograms to the cent: 120 kg x $20.00 / 50 = $48.00, 121 kg x $25.00 / 50 = $60.50', () => {
    expect(previewCost(history, '2024-04-01', 120, 50)).toBe(4800);
    expect(previewCost(history, '2024-04-02', 121, 50)).toBe(6050);
    // 3 kg x $24.99 / 50 = 149.94 cents: $1.50.
    expect(
      previewCost([{ effective_on: '2024-01-01', cost_per_bag: 2499 }], '2024-05-01', 3, 50),
    ).toBe(150);
    expect(previewCost(history, null, 120, 50)).toBeNull();
  });
});
