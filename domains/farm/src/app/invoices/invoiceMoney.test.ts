/**
 * An invoice's arithmetic, with every figure written out: 10 trays of large eggs at $9.00 (900
 * cents) and a delivery at $15.00 (1,500 cents), 9,000 + 1,500 = 10,500 cents in all.
 */
import { describe, expect, it } from 'vitest';
import { lineAmount, runningTotal } from '../shared/lineMoney';
import {
  amountAboveBalance,
  balanceAfter,
  canBeVoided,
  defaultDueOn,
  statusAfterPayment,
  takesPayments,
} from './invoiceMoney';

describe('an invoice’s lines', () => {
  it('come to their quantities times their unit prices', () => {
    // 10 x 900 = 9,000; 1 x 1,500 = 1,500; 9,000 + 1,500 = 10,500.
    expect(lineAmount({ quantity: 10, unitPrice: 900 })).toBe(9000);
    expect(
      runningTotal([
        { quantity: 10, unitPrice: 900 },
        { quantity: 1, unitPrice: 1500 },
      ]),
    ).toBe(10500);
  });

  it('count a line still without its price as nothing yet', () => {
    // 10 x 900 = 9,000; the delivery typed without a price yet adds 0.
    expect(
      runningTotal([
        { quantity: 10, unitPrice: 900 },
        { quantity: 1, unitPrice: null },
      ]),
    ).toBe(9000);
  });
});

describe('two payments against the invoice', () => {
  it('leave the balance less each amount, then nothing', () => {
    // First $40.00: 10,500 - 4,000 = 6,500 left, partly paid.
    expect(balanceAfter(10500, 4000)).toBe(6500);
    expect(statusAfterPayment(10500, 4000)).toBe('partially_paid');
    // Then the $65.00 left: 6,500 - 6,500 = 0, paid.
    expect(balanceAfter(6500, 6500)).toBe(0);
    expect(statusAfterPayment(6500, 6500)).toBe('paid');
  });

  it('refuse an amount above the balance, or none', () => {
    // $70.00 against $65.00: 6,500 - 7,000 = -500, refused.
    expect(balanceAfter(6500, 7000)).toBe(-500);
    expect(statusAfterPayment(6500, 7000)).toBeNull();
    expect(amountAboveBalance(6500)).toBe(
      'The amount may not be greater than the balance of $65.00.',
    );
    expect(statusAfterPayment(6500, 0)).toBeNull();
    expect(balanceAfter(6500, null)).toBeNull();
  });
});

describe('what an invoice offers', () => {
  const unpaid = { type: 'invoice', status: 'unpaid', paid: 0, balance: 10500 } as const;

  it('takes payments while a balance is left', () => {
    expect(takesPayments(unpaid)).toBe(true);
    expect(takesPayments({ ...unpaid, status: 'partially_paid', balance: 6500 })).toBe(true);
    expect(takesPayments({ ...unpaid, status: 'paid', balance: 0 })).toBe(false);
    expect(takesPayments({ type: 'estimate', status: 'open', balance: 10500 })).toBe(false);
  });

  it('is voided only while nothing is paid', () => {
    expect(canBeVoided(unpaid)).toBe(true);
    expect(canBeVoided({ ...unpaid, status: 'partially_paid', paid: 4000 })).toBe(false);
    expect(canBeVoided({ type: 'estimate', status: 'open', paid: 0 })).toBe(false);
  });

  it('is due 30 days after its issue; an estimate has no due date by default', () => {
    // March 14 + 30 days: 17 days to March 31, then 13 into April.
    expect(defaultDueOn('invoice', '2025-03-14')).toBe('2025-04-13');
    expect(defaultDueOn('estimate', '2025-03-14')).toBeNull();
    expect(defaultDueOn('invoice', null)).toBeNull();
  });
});
