import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './isoDate';

describe('parseIsoDate', () => {
  it('reads a zero-padded date', () => {
    const date = parseIsoDate('2024-03-05');
    expect(date?.year).toBe(2024);
    expect(date?.month).toBe(3);
    expect(date?.day).toBe(5);
  });

  it('gives null for empty and missing values', () => {
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('refuses values that are not YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-3-5')).toBeNull();
    expect(parseIsoDate('03/05/2024')).toBeNull();
    expect(parseIsoDate('2024-03-05T10:00:00Z')).toBeNull();
  });

  it('refuses impossible dates instead of clamping them', () => {
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-02-29')?.toString()).toBe('2024-02-29');
  });
});

describe('formatIsoDate', () => {
  it('zero-pads month and day', () => {
    expect(formatIsoDate(new CalendarDate(2024, 1, 9))).toBe('2024-01-09');
  });

  it('pads early years to four digits', () => {
    expect(formatIsoDate(new CalendarDate(999, 12, 31))).toBe('0999-12-31');
  });

  it('drops the time of a date-time', () => {
    expect(formatIsoDate(new CalendarDateTime(2024, 11, 30, 23, 59))).toBe('2024-11-30');
  });

  it('gives null for no value', () => {
    expect(formatIsoDate(null)).toBeNull();
  });

  it('round-trips with parseIsoDate', () => {
    expect(formatIsoDate(parseIsoDate('2031-07-04'))).toBe('2031-07-04');
  });
});
