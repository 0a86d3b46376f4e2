import { DomainError, type ResourceHooks, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/**
 * A variant is of a product of the same store; its attribute values are of different
 * attributes; its name is made from them (`Red / M`, `Standard` when none).
 */
async function checkVariant(ctx: SaveContext): Promise<void> {
  const productId = Number(ctx.values.product_id ?? ctx.before?.product_id);
  const storeId = Number(ctx.values.store_id ?? ctx.before?.store_id);
  const [product] = await rowsOf<{ store_id: number }>(
    ctx.db,
    sql`select store_id from evd_products where id = ${productId} and brand_id = ${ctx.brandId}`,
  );
  if (!product || Number(product.store_id) !== storeId) {
    throw DomainError.field('product_id', 'The selected product is invalid.');
  }
  if (ctx.lines === undefined) return;
  const ids = ctx.lines.map((line) => Number(line.attribute_value_id));
  const values =
    ids.length === 0
      ? []
      : await rowsOf<{ id: number; attribute_id: number; value: string }>(
          ctx.db,
          sql`select id, attribute_id, value from evd_attribute_values
              where id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        );
  const byId = new Map(values.map((row) => [Number(row.id), row]));
  const attributes = new Set<number>();
  ids.forEach((id, index) => {
    const attribute = Number(byId.get(id)?.attribute_id);
    if (attributes.has(attribute)) {
      throw DomainError.field(
        `lines.${index}.attribute_value_id`,
        'A variant takes one value of each attribute.',
      );
    }
    attributes.add(attribute);
  });
  ctx.values.name =
    ids.length === 0 ? 'Standard' : ids.map((id) => byId.get(id)?.value ?? '').join(' / ');
}

export const variantsHooks: ResourceHooks = {
  async beforeCreate(ctx) {
    if (ctx.lines === undefined) ctx.lines = [];
    await checkVariant(ctx);
  },
  beforeUpdate: checkVariant,
};
