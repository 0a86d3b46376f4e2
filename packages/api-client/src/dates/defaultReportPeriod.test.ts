import { describe, expect, it } from 'vitest';
import { defaultReportPeriod } from './defaultReportPeriod';
import { formatIsoDate } from './formatIsoDate';

describe('defaultReportPeriod', () => {
  it('runs from 1 January of the current UTC year to today, zero-padded', () => {
    expect(defaultReportPeriod(new Date('2025-03-07T15:00:00Z'))).toEqual({
      fromDate: '2025-01-01',
      thruDate: '2025-03-07',
    });
  });

  it('takes the year and day in UTC', () => {
    expect(defaultReportPeriod(new Date('2026-01-01T00:30:00Z'))).toEqual({
      fromDate: '2026-01-01',
      thruDate: '2026-01-01',
    });
    expect(defaultReportPeriod(new Date('2025-12-31T23:59:59Z'))).toEqual({
      fromDate: '2025-01-01',
      thruDate: '2025-12-31',
    });
  });
});

describe('defaultReportPeriod in a brand’s own zone', () => {
  it('reads the year and the day where the brand is, either side of its midnight', () => {
    // 23:30 on Dec 31 in New York (UTC−5) is 04:30 on Jan 1 in UTC: still 2025 there.
    expect(defaultReportPeriod(new Date('2026-01-01T04:30:00Z'), 'America/New_York')).toEqual({
      fromDate: '2025-01-01',
      thruDate: '2025-12-31',
    });
    // 00:30 on Jan 1 in New York is 05:30 UTC: the new year has begun there.
    expect(defaultReportPeriod(new Date('2026-01-01T05:30:00Z'), 'America/New_York')).toEqual({
      fromDate: '2026-01-01',
      thruDate: '2026-01-01',
    });
  });
});

describe('formatIsoDate', () => {
  it('pads month and day', () => {
    expect(formatIsoDate(new Date('2024-02-09T00:00:00Z'))).toBe('2024-02-09');
  });
});
