/**
 * A new courier request: its zone must be in service; the fee is the zone's courier fee plus
 * the size and weight surcharges (`courierFee`); the number is taken last, after every check,
 * so a refused create uses none.
 */
import { DomainError, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { type CourierSize, courierFee } from '../../resources/courier';
import { nextCourierNumber } from './numbering';

export async function createCourierRequest(ctx: SaveContext): Promise<void> {
  const [zone] = await rowsOf<{ courier_fee: number | string | null; active: boolean }>(
    ctx.db,
    sql`select courier_fee, active from jfd_zones
        where id = ${Number(ctx.values.zone_id)} and brand_id = ${ctx.brandId}`,
  );
  if (!zone?.active) {
    throw DomainError.field('zone_id', 'The selected zone is not in service.');
  }
  const fee = courierFee(
    Number(zone.courier_fee ?? 0),
    ctx.values.size as CourierSize,
    Number(ctx.values.weight_kg),
  );
  ctx.values.fee = fee.total;
  ctx.values.number = await nextCourierNumber(ctx.db, ctx.brandId);
}
