import { clearToasts } from './clearToasts';

/**
 * Makes `new Date()` (and `Date.now()`) answer a fixed morning, so a story that shows today's
 * date draws the same pixels every day. Answers the function that puts the real clock back.
 */
export function fixToday(day: string): () => void {
  const RealDate = globalThis.Date;
  const fixed = new RealDate(`${day}T10:00:00`).getTime();
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * A stories file's `beforeEach` for screens that show today's date: no toast left over from the
 * story before, and today fixed on `day` (the real clock put back after the story).
 */
export function onFixedDay(day: string): () => Promise<() => void> {
  return async () => {
    await clearToasts();
    return fixToday(day);
  };
}
