import { describe, expect, it } from 'vitest';
import { numberProblem } from './numberRules';

describe('numberProblem', () => {
  const quantity = { minValue: 1, step: 1 };

  it('refuses what a sale quantity cannot be, saying why, rather than changing it', () => {
    expect(numberProblem(-5, quantity, 'Quantity')).toBe('Quantity must be at least 1.');
    expect(numberProblem(0, quantity, 'Quantity')).toBe('Quantity must be at least 1.');
    expect(numberProblem(1.5, quantity, 'Quantity')).toBe('Quantity must be a whole number.');
    expect(numberProblem(2, quantity, 'Quantity')).toBeNull();
  });

  it('refuses a refund of 9 of the 5 sold, and 40 loose eggs where a tray holds 30', () => {
    expect(numberProblem(9, { minValue: 0, maxValue: 5, step: 1 }, 'Large tray')).toBe(
      'Large tray must not be greater than 5.',
    );
    expect(numberProblem(5, { minValue: 0, maxValue: 5, step: 1 }, 'Large tray')).toBeNull();
    expect(numberProblem(40, { minValue: 0, maxValue: 29, step: 1 }, 'Large loose')).toBe(
      'Large loose must not be greater than 29.',
    );
  });

  it('writes large limits with their separators', () => {
    expect(numberProblem(1_000_001, { maxValue: 1_000_000 }, 'Eggs')).toBe(
      'Eggs must not be greater than 1,000,000.',
    );
  });

  it('counts steps from the minimum, within a millionth of a step', () => {
    expect(numberProblem(0.3, { step: 0.5 }, 'Feed given')).toBe(
      'Feed given must be a multiple of 0.5.',
    );
    expect(numberProblem(42.5, { step: 0.5 }, 'Feed given')).toBeNull();
    expect(numberProblem(0.1 + 0.2, { step: 0.1 }, 'Weight')).toBeNull();
    expect(numberProblem(2.5, { minValue: 0.5, step: 1 }, 'Hours')).toBeNull();
    expect(numberProblem(12.34, { minValue: 0, step: 0.01 }, 'Amount')).toBeNull();
  });

  it('writes a limit as the field writes its figures', () => {
    const dollars = (figure: number) =>
      figure.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(numberProblem(6500, { maxValue: 5000, step: 0.01 }, 'Amount', dollars)).toBe(
      'Amount must not be greater than $5,000.00.',
    );
  });

  it('leaves an empty field to the required rule', () => {
    expect(numberProblem(Number.NaN, quantity, 'Quantity')).toBeNull();
  });
});
