import { describe, expect, it } from 'vitest';
import { CLOCK_FROM_VARIABLE, CLOCK_VARIABLE, pinnedClockOf } from './clock';

describe('the pinned clock', () => {
  const real = Date.parse('2026-12-01T20:00:00Z');

  it('reads the real time when nothing is pinned', () => {
    expect(pinnedClockOf({}, real)).toBeNull();
    expect(pinnedClockOf({ [CLOCK_VARIABLE]: '  ' }, real)).toBeNull();
  });

  it('starts at the pinned instant now, for the first process of a run', () => {
    const clock = pinnedClockOf({ [CLOCK_VARIABLE]: '2027-01-01T00:30:00Z' }, real);
    expect(clock).toEqual({
      pinned: '2027-01-01T00:30:00Z',
      from: real,
      // Dec 1, 20:00 to Jan 1, 00:30 is 30 days and 4 h 30 min: (30 × 24 + 4.5) × 3,600,000 ms.
      offsetMs: (30 * 24 + 4.5) * 3_600_000,
    });
  });

  it('shares the timeline of the process that read it first', () => {
    const started = real - 90_000;
    const clock = pinnedClockOf(
      { [CLOCK_VARIABLE]: '2027-01-01T00:30:00Z', [CLOCK_FROM_VARIABLE]: String(started) },
      real,
    );
    // 90 s after the run started, the clock reads 00:31:30.
    expect(new Date(real + (clock?.offsetMs ?? 0)).toISOString()).toBe('2027-01-01T00:31:30.000Z');
  });

  it('refuses a pin that is not an instant', () => {
    expect(() => pinnedClockOf({ [CLOCK_VARIABLE]: '1 January' }, real)).toThrow(
      /must be an ISO instant/,
    );
    expect(() => pinnedClockOf({ [CLOCK_VARIABLE]: '2027-13-45T00:00:00Z' }, real)).toThrow();
  });
});
