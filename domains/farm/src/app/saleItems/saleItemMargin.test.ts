/**
 * The margin per unit, with every figure written out in cents and as the list shows it.
 */
import { describe, expect, it } from 'vitest';
import { formatMargin, isLoss, unitMargin } from './saleItemMargin';

describe('unitMargin', () => {
  it('takes the cost from the price: $9.00 price, $5.40 cost leaves $3.60, 40.0%', () => {
    const margin = unitMargin(900, 540);
    expect(margin).toEqual({ cents: 360, percent: 40 });
    expect(formatMargin(margin)).toEqual({ amount: '$3.60', percent: '40.0%' });
    expect(isLoss(margin)).toBe(false);
  });

  it('rounds the percent to one place: $7.50 price, $4.20 cost leaves $3.30, 44.0%', () => {
    expect(formatMargin(unitMargin(750, 420))).toEqual({ amount: '$3.30', percent: '44.0%' });
  });

  it('keeps a third to one place: $6.00 price, $4.00 cost leaves $2.00, 33.3%', () => {
    expect(formatMargin(unitMargin(600, 400))).toEqual({ amount: '$2.00', percent: '33.3%' });
  });

  it('shows a loss: $3.00 price, $3.60 cost loses $0.60, -20.0%', () => {
    const margin = unitMargin(300, 360);
    expect(margin).toEqual({ cents: -60, percent: -20 });
    expect(formatMargin(margin)).toEqual({ amount: '-$0.60', percent: '-20.0%' });
    expect(isLoss(margin)).toBe(true);
  });

  it('breaks even: $2.50 price, $2.50 cost leaves $0.00, 0.0%, not a loss', () => {
    const margin = unitMargin(250, 250);
    expect(formatMargin(margin)).toEqual({ amount: '$0.00', percent: '0.0%' });
    expect(isLoss(margin)).toBe(false);
  });

  it('has no percent for a free item: $0.00 price, $1.20 cost loses $1.20, —', () => {
    const margin = unitMargin(0, 120);
    expect(margin).toEqual({ cents: -120, percent: null });
    expect(formatMargin(margin)).toEqual({ amount: '-$1.20', percent: '—' });
    expect(isLoss(margin)).toBe(true);
  });
});
