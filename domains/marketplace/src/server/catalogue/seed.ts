/**
 * The catalogue settings' demo rows (figures in seedPlan.ts): six categories (one switched off)
 * with 22 subcategories, five attributes with their values, which attributes describe and vary
 * each category, six taxes, five shipping methods, four policy pages and the brand's app
 * settings. Each table is one statement.
 */
import { BRAND } from '@backoffice/contract';
import { type Executor, rowsOf, type SeedContext, sanitiseHtml } from '@backoffice/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import {
  SEED_APP_SETTINGS,
  SEED_ATTRIBUTES,
  SEED_CATEGORIES,
  SEED_CATEGORY_ATTRIBUTES,
  SEED_POLICY_PAGES,
  SEED_SHIPPING_METHODS,
  SEED_TAXES,
  SEED_VARIANT_ATTRIBUTES,
} from './seedPlan';

const brandId = BRAND.marketplace;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedCatalogue(db: Executor, _context: SeedContext): Promise<void> {
  const categories = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into evd_categories (brand_id, name, slug, description, active) values ${list(
      SEED_CATEGORIES.map(
        (c) => sql`(${brandId}, ${c.name}, ${c.slug}, ${c.description}, ${c.active})`,
      ),
    )} returning id, name`,
  );
  const categoryId = new Map(categories.map((row) => [row.name, Number(row.id)]));
  await db.execute(
    sql`insert into evd_subcategories (brand_id, category_id, name, slug, active) values ${list(
      SEED_CATEGORIES.flatMap((c) =>
        c.subcategories.map(
          (name) =>
            sql`(${brandId}, ${categoryId.get(c.name)}, ${name}, ${`${c.slug}-${slugOf(name)}`}, ${c.active})`,
        ),
      ),
    )}`,
  );
  const attributes = await rowsOf<{ id: number; name: string }>(
    db,
    sql`insert into evd_attributes (brand_id, name, kind) values ${list(
      SEED_ATTRIBUTES.map((a) => sql`(${brandId}, ${a.name}, ${a.kind})`),
    )} returning id, name`,
  );
  const attributeId = new Map(attributes.map((row) => [row.name, Number(row.id)]));
  await db.execute(
    sql`insert into evd_attribute_values (brand_id, attribute_id, value) values ${list(
      SEED_ATTRIBUTES.flatMap((a) =>
        a.values.map((value) => sql`(${brandId}, ${attributeId.get(a.name)}, ${value})`),
      ),
    )}`,
  );
  await db.execute(
    sql`insert into evd_category_attributes (brand_id, category_id, attribute_id, required) values ${list(
      SEED_CATEGORY_ATTRIBUTES.map(
        ([category, attribute, required]) =>
          sql`(${brandId}, ${categoryId.get(category)}, ${attributeId.get(attribute)}, ${required})`,
      ),
    )}`,
  );
  await db.execute(
    sql`insert into evd_category_variant_attributes (brand_id, category_id, attribute_id) values ${list(
      SEED_VARIANT_ATTRIBUTES.map(
        ([category, attribute]) =>
          sql`(${brandId}, ${categoryId.get(category)}, ${attributeId.get(attribute)})`,
      ),
    )}`,
  );
  const states = await rowsOf<{ id: number; code: string }>(db, sql`select id, code from states`);
  const stateId = new Map(states.map((row) => [row.code, Number(row.id)]));
  await db.execute(
    sql`insert into evd_taxes (brand_id, name, rate, state_id, active) values ${list(
      SEED_TAXES.map(
        ([name, rate, code, active]) =>
          sql`(${brandId}, ${name}, ${rate}, ${code ? (stateId.get(code) ?? null) : null}, ${active})`,
      ),
    )}`,
  );
  await db.execute(
    sql`insert into evd_shipping_methods (brand_id, name, carrier, fee, free_over, days_min, days_max, active) values ${list(
      SEED_SHIPPING_METHODS.map(
        ([name, carrier, fee, freeOver, min, max, active]) =>
          sql`(${brandId}, ${name}, ${carrier}, ${fee}, ${freeOver}, ${min}, ${max}, ${active})`,
      ),
    )}`,
  );
  await db.execute(
    sql`insert into evd_policy_pages (brand_id, title, slug, body, published) values ${list(
      SEED_POLICY_PAGES.map(
        ([title, slug, body]) => sql`(${brandId}, ${title}, ${slug}, ${sanitiseHtml(body)}, true)`,
      ),
    )}`,
  );
  const s = SEED_APP_SETTINGS;
  await db.execute(
    sql`insert into evd_app_settings (brand_id, commission_rate, payout_delay_days, min_payout, reviews_auto_publish, support_email)
        values (${brandId}, ${s.commission_rate}, ${s.payout_delay_days}, ${s.min_payout}, ${s.reviews_auto_publish}, ${s.support_email})`,
  );
}
