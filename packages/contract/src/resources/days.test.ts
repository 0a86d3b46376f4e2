import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validator';
import {
  addDays,
  businessDay,
  businessTimeZone,
  businessToday,
  formatDay,
  isTimeZone,
  setBusinessTimeZone,
} from './days';

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

  it('takes a brand’s zone: 23:30 is still today there, 00:30 already tomorrow', () => {
    try {
      setBusinessTimeZone('America/New_York');
      expect(businessTimeZone()).toBe('America/New_York');
      // 23:30 on Dec 3 in New York (EST, UTC−5) is 04:30 on Dec 4 in UTC.
      expect(businessToday(new Date('2026-12-04T04:30:00Z'))).toBe('2026-12-03');
      // 00:30 on Dec 4 there is 05:30 UTC.
      expect(businessToday(new Date('2026-12-04T05:30:00Z'))).toBe('2026-12-04');
      // Summer time (EDT, UTC−4): 23:30 on Jul 1 is 03:30 UTC on Jul 2.
      expect(businessToday(new Date('2026-07-02T03:30:00Z'))).toBe('2026-07-01');
      // Tokyo (UTC+9, no summer time): 00:30 on Dec 4 is 15:30 UTC on Dec 3.
      setBusinessTimeZone('Asia/Tokyo');
      expect(businessToday(new Date('2026-12-03T15:30:00Z'))).toBe('2026-12-04');
      expect(businessToday(new Date('2026-12-03T14:30:00Z'))).toBe('2026-12-03');
      // A zone given outright wins over the active one (the server passes the request's).
      expect(businessToday(new Date('2026-12-03T15:30:00Z'), 'UTC')).toBe('2026-12-03');
      // An unknown zone (an old saved user, a typo) keeps the default rather than failing.
      setBusinessTimeZone('Mars/Olympus_Mons');
      expect(businessTimeZone()).toBe('UTC');
    } finally {
      setBusinessTimeZone(null);
    }
    expect(businessTimeZone()).toBe('UTC');
  });

  it('knows a time zone by its IANA name', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    for (const bad of ['', ' UTC', 'Mars/Olympus_Mons', 'New York', 42, null]) {
      expect(isTimeZone(bad)).toBe(false);
    }
    expect(validate({ tz: 'Narnia' }, { tz: 'required|timezone' }).errors).toEqual({
      tz: ['The tz field must be a valid timezone.'],
    });
    expect(validate({ tz: 'Europe/London' }, { tz: 'required|timezone' }).valid).toBe(true);
  });

  it('refuses a day after the given today, whatever the machine’s', () => {
    const rules = { on: 'required|before_or_equal:today' };
    expect(validate({ on: '2026-12-04' }, rules, { today: '2026-12-04' }).valid).toBe(true);
    expect(validate({ on: '2026-12-05' }, rules, { today: '2026-12-04' }).errors).toEqual({
      on: ['The on field must be a date before or equal to today.'],
    });
  });
});
