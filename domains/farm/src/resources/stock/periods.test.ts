import { addDays } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { firstOfMonth, isDay, mondayOf, periodEnd, periodStartError } from './periods';

describe('count periods', () => {
  it('finds the Monday of a week and the first of a month', () => {
    // Sunday 9 March 2025 belongs to the week of Monday 3 March.
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
    expect(mondayOf('2025-03-03')).toBe('2025-03-03');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
    expect(firstOfMonth('2025-02-17')).toBe('2025-02-01');
  });

  it('ends a week on its Sunday and a month on its last day, leap years included', () => {
    expect(periodEnd('week', '2025-03-03')).toBe('2025-03-09');
    expect(periodEnd('week', '2024-12-30')).toBe('2025-01-05');
    expect(periodEnd('month', '2025-02-01')).toBe('2025-02-28');
    expect(periodEnd('month', '2024-02-01')).toBe('2024-02-29');
    expect(periodEnd('month', '2025-12-01')).toBe('2025-12-31');
  });

  it('says why a day cannot start a period', () => {
    expect(periodStartError('week', '2025-03-04')).toBe('A weekly count starts on a Monday.');
    expect(periodStartError('week', '2025-03-03')).toBeNull();
    expect(periodStartError('month', '2025-03-02')).toBe(
      'A monthly count starts on the first day of a month.',
    );
    expect(periodStartError('month', '2025-03-01')).toBeNull();
  });

  it('moves days across months and checks them', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });
});
