/** Reports: the poultry brand's profit and loss statement (spec section 7). */
import type { z } from 'zod';
import { REPORT_PERIOD_RULES } from '../reports/defineReport';
import { pnlReportSchemaOf } from '../reports/pnlSchema';
import { reportQuerySchema } from '../reports/query';
import { SCHEMA_LIBRARY } from '../reports/schemaLibrary';

/** `GET /api/jf-pnl-report` and `/print`: the period, both days included, as `YYYY-MM-DD`. */
export const pnlQuerySchema = reportQuerySchema;
export type PnlQuery = z.input<typeof pnlQuerySchema>;

/** The rules of the period, with Laravel's messages when they fail (every report's). */
export const PNL_PERIOD_RULES = REPORT_PERIOD_RULES;

/**
 * The statement (`pnlReportSchemaOf`, which the poultry brand's report definition builds it
 * with). Every amount is integer cents (the statement shows US dollars).
 */
export const pnlReportSchema = pnlReportSchemaOf(SCHEMA_LIBRARY);
/** One named amount of a section, in integer cents. */
export const pnlLineSchema = pnlReportSchema.shape.revenue.element;
export type PnlLineWire = z.infer<typeof pnlLineSchema>;
export type PnlReportWire = z.infer<typeof pnlReportSchema>;
