/**
 * The farm's undeposited cash (`GET /api/jf-undeposited-cash?fromDate=&thruDate=`): the cash
 * sales and cash invoice payments taken in the period that no deposit covers, with their sum and
 * count. Served by the report machinery under `access_deposits` (not `generate_reports`), so the
 * deposit list shows the figure to everyone who records deposits and the record-deposit panel
 * picks from it. It has no screen of its own: it is not among the app's report tiles.
 */
import { BRAND, defineReport, type SchemaLibrary } from '@backoffice/contract';
import type { z } from 'zod';
import { cashItemSchema, undepositedTable } from './depositReport';

export const undepositedCashSchema = (zod: SchemaLibrary) =>
  zod.object({
    amount: zod.number().int(),
    count: zod.number().int(),
    items: zod.array(cashItemSchema(zod)),
  });
export type UndepositedCash = z.infer<ReturnType<typeof undepositedCashSchema>>;

export const undepositedCashReport = defineReport<UndepositedCash>({
  name: 'jf-undeposited-cash',
  title: 'Undeposited cash',
  description: 'cash sales and cash invoice payments no deposit covers yet',
  brands: [BRAND.poultry],
  permission: 'access_deposits',
  schema: undepositedCashSchema,
  tables: (data) => [undepositedTable(data.items)],
});
