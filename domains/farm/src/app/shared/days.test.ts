import { describe, expect, it } from 'vitest';
import { addDays, formatDay, localToday } from './days';

describe('days', () => {
  it('reads a day as staff do, whatever the time zone', () => {
    expect(formatDay('2025-03-14')).toBe('Mar 14, 2025');
    expect(formatDay(null)).toBe('');
  });

  it('counts days on across months and years', () => {
    // March has 31 days: 14 + 30 = 44, 44 - 31 = April 13.
    expect(addDays('2025-03-14', 30)).toBe('2025-04-13');
    // 2024 is a leap year: Feb 15 + 30 = Feb 15 + 14 (Feb 29) + 16 = March 16.
    expect(addDays('2024-02-15', 30)).toBe('2024-03-16');
    // December 20 + 30 = 11 days to December 31, then 19 into January.
    expect(addDays('2025-12-20', 30)).toBe('2026-01-19');
  });

  it('starts from the local day', () => {
    expect(localToday(new Date(2025, 2, 14, 9, 0))).toBe('2025-03-14');
  });
});
