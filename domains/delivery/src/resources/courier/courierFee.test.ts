/** The courier fee's rule with every figure written out, on a zone whose fee is $6.00. */
import { describe, expect, it } from 'vitest';
import { courierFee, extraKilograms } from './courierFee';

describe('the courier fee', () => {
  it('adds the size surcharge and 50 cents for each started kilogram above 5 kg', () => {
    expect(courierFee(600, 'small', 1.5)).toEqual({ zone: 600, size: 0, weight: 0, total: 600 });
    expect(courierFee(600, 'small', 5)).toEqual({ zone: 600, size: 0, weight: 0, total: 600 });
    expect(courierFee(600, 'medium', 5.01)).toEqual({
      zone: 600,
      size: 200,
      weight: 50,
      total: 850,
    });
    expect(courierFee(600, 'large', 7.2)).toEqual({
      zone: 600,
      size: 500,
      weight: 150,
      total: 1250,
    });
    expect(courierFee(600, 'large', 30)).toEqual({
      zone: 600,
      size: 500,
      weight: 1250,
      total: 2350,
    });
  });

  it('counts kilograms from grams, so floating point never adds one', () => {
    expect(extraKilograms(7.2)).toBe(3);
    expect(extraKilograms(6)).toBe(1);
    expect(extraKilograms(6.001)).toBe(2);
    expect(extraKilograms(0.1)).toBe(0);
  });
});
