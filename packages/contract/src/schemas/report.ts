/** Reports: the poultry brand's profit and loss statement (spec section 7). */
import { z } from 'zod';
import { REPORT_PERIOD_RULES } from '../reports/defineReport';
import { reportQuerySchema } from '../reports/query';

/** `GET /api/jf-pnl-report` and `/print`: the period, both days included, as `YYYY-MM-DD`. */
export const pnlQuerySchema = reportQuerySchema;
export type PnlQuery = z.input<typeof pnlQuerySchema>;

/** The rules of the period, with Laravel's messages when they fail (every report's). */
export const PNL_PERIOD_RULES = REPORT_PERIOD_RULES;

/** One named amount of a section, in integer cents. */
export const pnlLineSchema = z.object({ name: z.string(), value: z.number().int() });
export type PnlLineWire = z.infer<typeof pnlLineSchema>;

/**
 * The statement. Revenue: completed sales by item, less refunds made in the period; cost of
 * goods sold: units sold times their unit cost; expenses by category, variable then fixed.
 * Every amount is integer cents (the statement shows US dollars).
 */
export const pnlReportSchema = z.object({
  revenue: z.array(pnlLineSchema),
  cogs: z.array(pnlLineSchema),
  variable: z.array(pnlLineSchema),
  fixed: z.array(pnlLineSchema),
  totals: z.object({
    revenue: z.number().int(),
    cogs: z.number().int(),
    gross: z.number().int(),
    expense: z.number().int(),
    net: z.number().int(),
  }),
});
export type PnlReportWire = z.infer<typeof pnlReportSchema>;
