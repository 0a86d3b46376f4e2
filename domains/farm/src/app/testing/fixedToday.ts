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
