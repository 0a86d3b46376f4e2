import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './domainError';

describe('DomainError', () => {
  it('refuses a state with 409 and a sentence', () => {
    const refusal = DomainError.conflict('A sale with refunds cannot be voided.');
    expect(refusal).toMatchObject({
      status: 409,
      errors: null,
      message: 'A sale with refunds cannot be voided.',
    });
    expect(isDomainError(refusal)).toBe(true);
    expect(isDomainError(new Error('other'))).toBe(false);
  });

  it('refuses input with 422 and Laravel’s summary of the field messages', () => {
    const refusal = DomainError.invalid({
      'lines.0.quantity': ['The quantity may not be greater than 1.'],
      'lines.1.quantity': ['The quantity may not be greater than 0.'],
    });
    expect(refusal.status).toBe(422);
    expect(refusal.message).toBe('The quantity may not be greater than 1. (and 1 more error)');
    expect(DomainError.field('amount', 'Too much.').errors).toEqual({ amount: ['Too much.'] });
  });

  it('refuses a user the record is not theirs to act on with 403', () => {
    const refusal = DomainError.forbidden('This order is assigned to another driver.');
    expect(refusal).toMatchObject({ status: 403, errors: null });
  });
});
