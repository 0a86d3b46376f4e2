import { z } from 'zod';

/** A report's query: the period, both days included, as `YYYY-MM-DD` (checked by the rules). */
export const reportQuerySchema = z.object({
  fromDate: z.string().max(32).optional(),
  thruDate: z.string().max(32).optional(),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;
