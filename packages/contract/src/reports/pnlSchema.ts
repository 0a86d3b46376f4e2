/**
 * The profit and loss statement's answer (spec section 7), built with the schema library handed
 * in, so that the poultry brand's report definition loads without it. Revenue: completed sales
 * by item, less refunds made in the period; cost of goods sold: units sold times their unit
 * cost; expenses by category, variable then fixed. Every amount is integer cents.
 */
import type { SchemaLibrary } from './defineReport';

export function pnlReportSchemaOf(zod: SchemaLibrary) {
  const line = zod.object({ name: zod.string(), value: zod.number().int() });
  return zod.object({
    revenue: zod.array(line),
    cogs: zod.array(line),
    variable: zod.array(line),
    fixed: zod.array(line),
    totals: zod.object({
      revenue: zod.number().int(),
      cogs: zod.number().int(),
      gross: zod.number().int(),
      expense: zod.number().int(),
      net: zod.number().int(),
    }),
  });
}
