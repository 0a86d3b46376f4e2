import { describe, expect, it } from 'vitest';
import { decimalsTyped, hasMisplacedComma, withDecimalPoint } from './typedText';

describe('withDecimalPoint', () => {
  it('reads a comma that cannot group thousands as the decimal point', () => {
    expect(withDecimalPoint('7,2')).toBe('7.2');
    expect(withDecimalPoint('7,25')).toBe('7.25');
    expect(withDecimalPoint(' 12,5 ')).toBe('12.5');
    expect(withDecimalPoint('-0,75')).toBe('-0.75');
    expect(withDecimalPoint('$19,99')).toBe('$19.99');
    expect(withDecimalPoint('7,2 kg')).toBe('7.2 kg');
    expect(withDecimalPoint('1,2345')).toBe('1.2345');
  });

  it('leaves thousands, points and plain numbers as they are', () => {
    // A comma before three digits groups thousands in en-US: 1,250 is one thousand two hundred fifty.
    expect(withDecimalPoint('1,250')).toBeNull();
    expect(withDecimalPoint('1,250,000')).toBeNull();
    expect(withDecimalPoint('1,250.5')).toBeNull();
    expect(withDecimalPoint('7.2')).toBeNull();
    expect(withDecimalPoint('72')).toBeNull();
    expect(withDecimalPoint('')).toBeNull();
    // Two commas are no decimal comma: the field reads (or refuses) the text as it is.
    expect(withDecimalPoint('1,2,3')).toBeNull();
  });
});

describe('hasMisplacedComma', () => {
  it('finds a comma that groups no thousands and is no decimal comma', () => {
    expect(hasMisplacedComma('1,2,3')).toBe(true);
    expect(hasMisplacedComma('12,50,000')).toBe(true);
    expect(hasMisplacedComma('1,2345,6')).toBe(true);
    expect(hasMisplacedComma('1,250')).toBe(false);
    expect(hasMisplacedComma('$1,250,000.50')).toBe(false);
    expect(hasMisplacedComma('7,2')).toBe(false);
    expect(hasMisplacedComma('72')).toBe(false);
  });
});

describe('decimalsTyped', () => {
  it('counts the digits after the point or the decimal comma', () => {
    expect(decimalsTyped('19.999')).toBe(3);
    expect(decimalsTyped('$19.99')).toBe(2);
    expect(decimalsTyped('7,25')).toBe(2);
    expect(decimalsTyped('1,250')).toBe(0);
    expect(decimalsTyped('12')).toBe(0);
    expect(decimalsTyped('12.')).toBe(0);
  });
});
