import { describe, expect, it } from 'vitest';
import { addDays, businessDay, businessToday, formatDay } from './days';

describe('days', () => {
  it('reads a day as staff do, whatever the time zone', () => {
    expect(formatDay('2025-03-14')).toBe('Mar 14, 2025');
    expect(formatDay('2026-03-02T23:30:00Z')).toBe('Mar 2, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });

  it('counts days on and back across months and years', () => {
    // March has 31 days: 14 + 30 = 44, 44 - 31 = April 13.
    expect(addDays('2025-03-14', 30)).toBe('2025-04-13');
    // 2024 is a leap year: Feb 15 + 30 = Feb 15 + 14 (Feb 29) + 16 = March 16.
    expect(addDays('2024-02-15', 30)).toBe('2024-03-16');
    // December 20 + 30 = 11 days to December 31, then 19 into January.
    expect(addDays('2025-12-20', 30)).toBe('2026-01-19');
    // 2025 is not a leap year: the day before March 1 is February 28.
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('starts from the business’s day, never the browser’s', () => {
    expect(businessToday(new Date('2025-03-14T09:00:00Z'))).toBe('2025-03-14');
    // 23:30 in the business's zone (UTC) is still that day for a browser in Tokyo (already the
    // 6th there) or in New York (18:30 on the 5th).
    expect(businessToday(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-05');
    expect(businessToday(new Date('2026-01-06T00:30:00Z'))).toBe('2026-01-06');
  });

  it('dates an instant by the business calendar, not the machine’s zone', () => {
    // 23:30 and 00:30 UTC fall either side of midnight in the business's zone (UTC).
    expect(businessDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(businessDay(new Date('2027-01-01T00:30:00Z'))).toBe('2027-01-01');
    // The same instants in New York (UTC−5 in winter) are still the evening before.
    expect(businessDay(new Date('2027-01-01T00:30:00Z'), 'America/New_York')).toBe('2026-12-31');
    expect(businessDay(new Date('2026-03-01T04:59:00Z'), 'America/New_York')).toBe('2026-02-28');
  });
});
