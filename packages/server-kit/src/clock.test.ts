import { CLOCK_FROM_VARIABLE, CLOCK_VARIABLE } from '@backoffice/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { businessToday, pinProcessClock } from './clock';

const RealDate = globalThis.Date;
afterAll(() => {
  globalThis.Date = RealDate;
});

describe("the process's clock", () => {
  it('reads the real time when nothing is pinned', () => {
    expect(pinProcessClock({})).toBeNull();
    expect(globalThis.Date).toBe(RealDate);
  });

  it('pins every reader of Date to the run’s timeline, and runs on in real time', () => {
    const started = RealDate.now() - 60_000;
    const env: NodeJS.ProcessEnv = {
      [CLOCK_VARIABLE]: '2026-12-31T23:30:00Z',
      [CLOCK_FROM_VARIABLE]: String(started),
    };
    const clock = pinProcessClock(env);
    expect(clock?.from).toBe(started);
    // A minute after the run started, the clock reads 23:31 on the pinned day (give or take
    // the moments this test itself takes).
    const now = Date.now() - Date.parse('2026-12-31T23:31:00Z');
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThan(5_000);
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-12-31T23:31');
    expect(businessToday()).toBe('2026-12-31');
    // A date given its moment is that moment; dates of the real constructor are still dates.
    expect(new Date('2025-03-14T09:00:00Z').toISOString()).toBe('2025-03-14T09:00:00.000Z');
    expect(new RealDate() instanceof Date).toBe(true);
    // A second call keeps the clock installed first.
    expect(pinProcessClock({ [CLOCK_VARIABLE]: '2030-01-01T00:00:00Z' })).toBe(clock);
  });
});
