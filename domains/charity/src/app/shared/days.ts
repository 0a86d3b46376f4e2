/** Whole years from a birth day to `today` (both `YYYY-MM-DD`). */
export function ageOn(born: string, today: string): number {
  const [by, bm, bd] = born.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return 0;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
