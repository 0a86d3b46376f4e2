import { describe, expect, it } from 'vitest';
import { ageOn, formatDay, localToday } from './days';

describe('days', () => {
  it('reads a day as people do', () => {
    expect(formatDay('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDay(null)).toBe('');
  });
  it('counts whole years of age, a birthday counting from its day', () => {
    expect(ageOn('1986-04-12', '2026-04-11')).toBe(39);
    expect(ageOn('1986-04-12', '2026-04-12')).toBe(40);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
  it('dates today where the user stands', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
