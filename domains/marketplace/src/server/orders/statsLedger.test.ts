import { describe, expect, it } from 'vitest';
import { bucketDaysOf, previousPeriod } from './statistics';
import { periodRanges } from './statsLedger';

describe('the statistics’ periods', () => {
  it('reads whole months from the monthly sums and the ends by day', () => {
    expect(periodRanges('2025-11-25', '2026-11-24')).toEqual({
      months: ['2025-12-01', '2026-10-31'],
      days: [
        ['2025-11-25', '2025-11-30'],
        ['2026-11-01', '2026-11-24'],
      ],
    });
    expect(periodRanges('2026-01-01', '2026-03-31')).toEqual({
      months: ['2026-01-01', '2026-03-31'],
      days: [],
    });
    expect(periodRanges('2026-01-10', '2026-01-20')).toEqual({
      months: null,
      days: [['2026-01-10', '2026-01-20']],
    });
    expect(periodRanges('2026-01-31', '2026-03-01')).toEqual({
      months: ['2026-02-01', '2026-02-28'],
      days: [
        ['2026-01-31', '2026-01-31'],
        ['2026-03-01', '2026-03-01'],
      ],
    });
  });

  it('compares with the period before of the same length', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({
      fromDate: '2026-10-02',
      thruDate: '2026-10-31',
    });
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual({
      fromDate: '2024-02-29',
      thruDate: '2024-02-29',
    });
    expect([bucketDaysOf(1), bucketDaysOf(62), bucketDaysOf(63), bucketDaysOf(367)]).toEqual([
      1, 1, 7, 30,
    ]);
  });
});
