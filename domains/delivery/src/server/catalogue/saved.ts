import type { Row, SaveContext } from '@backoffice/server-kit';

/** The record as it will be stored: a change's values over the stored ones. */
export function savedValues(ctx: SaveContext): Row {
  return { ...(ctx.before ?? {}), ...ctx.values };
}

/** A stored or sent day as `YYYY-MM-DD` (drivers answer dates as strings or Dates). */
export function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/** A stored number (bigint columns may come back as text); null stays null. */
export function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : Number(value);
}
