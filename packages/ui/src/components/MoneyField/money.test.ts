import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

describe('centsToDollars', () => {
  it('divides by one hundred', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(-250)).toBe(-2.5);
    expect(centsToDollars(0)).toBe(0);
  });

  it('turns no amount into NaN, the empty NumberField value', () => {
    expect(centsToDollars(null)).toBeNaN();
    expect(centsToDollars(undefined)).toBeNaN();
  });
});

describe('dollarsToCents', () => {
  it('gives whole cents despite binary fractions', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1234567.89)).toBe(123456789);
    expect(dollarsToCents(-0.07)).toBe(-7);
  });

  it('turns an empty field into null', () => {
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [1, 10, 99, 100, 101, 4999, 100000]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});
