/**
 * The catalogue settings' rules beyond their fields': slugs that read as addresses, one value
 * of a name per attribute, a promise whose fewest days are not more than its most, policy pages
 * sanitised on every save, and one app settings row per brand.
 */
import {
  DomainError,
  isBlankHtml,
  type ResourceHooks,
  type Row,
  rowsOf,
  type SaveContext,
  sanitiseHtml,
} from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import { SLUG_PATTERN } from '../../resources/catalogue/parts';

/** The record as it will be stored: a change's values over the stored ones. */
export function savedValues(ctx: SaveContext): Row {
  return { ...(ctx.before ?? {}), ...ctx.values };
}

/** Another record than the one saved. */
const others = (ctx: SaveContext) => sql`id <> ${ctx.recordId ?? 0}`;

/** Refuses a slug that is not lower-case words joined by hyphens. */
function checkSlug(ctx: SaveContext): void {
  const slug = ctx.values.slug;
  if (typeof slug === 'string' && !SLUG_PATTERN.test(slug)) {
    throw DomainError.field(
      'slug',
      'The slug may only hold lower-case letters, digits and single hyphens.',
    );
  }
}

const slugHooks: ResourceHooks = {
  beforeCreate: async (ctx) => checkSlug(ctx),
  beforeUpdate: async (ctx) => checkSlug(ctx),
};

async function oneValuePerAttribute(ctx: SaveContext): Promise<void> {
  const value = savedValues(ctx);
  const taken = await rowsOf(
    ctx.db,
    sql`select 1 from evd_attribute_values
         where brand_id = ${ctx.brandId} and attribute_id = ${value.attribute_id}
           and lower(value) = lower(${String(value.value ?? '')}) and ${others(ctx)}`,
  );
  if (taken.length > 0) {
    throw DomainError.field('value', 'The attribute has this value already.');
  }
}

/** One row per (category, attribute) in a link table: `evd_category_attributes`. */
function onePerCategory(table: 'evd_category_attributes' | 'evd_category_variant_attributes') {
  return async (ctx: SaveContext): Promise<void> => {
    const link = savedValues(ctx);
    const taken = await rowsOf(
      ctx.db,
      sql`select 1 from ${sql.identifier(table)}
           where brand_id = ${ctx.brandId} and category_id = ${link.category_id}
             and attribute_id = ${link.attribute_id} and ${others(ctx)}`,
    );
    if (taken.length > 0) {
      throw DomainError.field('attribute_id', 'The category has this attribute already.');
    }
  };
}

async function checkPromise(ctx: SaveContext): Promise<void> {
  const method = savedValues(ctx);
  if (Number(method.days_max) < Number(method.days_min)) {
    throw DomainError.field(
      'days_max',
      'The most days field must be greater than or equal to fewest days.',
    );
  }
}

/** Keeps only the formatting of a policy page's body; a body left with no text is refused. */
async function sanitisePolicyPage(ctx: SaveContext): Promise<void> {
  checkSlug(ctx);
  if (typeof ctx.values.body !== 'string') return;
  const body = sanitiseHtml(ctx.values.body);
  if (isBlankHtml(body)) throw DomainError.field('body', 'The body field is required.');
  ctx.values.body = body;
}

/** The advisory lock's first key for a brand's app settings row (the second is the brand). */
const APP_SETTINGS_LOCK = 9_001;

async function oneSettingsRowPerBrand(ctx: SaveContext): Promise<void> {
  // Two first saves at once take turns: the second then finds the first's row.
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${APP_SETTINGS_LOCK}, ${ctx.brandId})`);
  const found = await rowsOf(
    ctx.db,
    sql`select 1 from evd_app_settings where brand_id = ${ctx.brandId}`,
  );
  if (found.length > 0) {
    throw DomainError.conflict('The brand has its app settings already; change those.');
  }
}

export const CATALOGUE_HOOKS: Readonly<Record<string, ResourceHooks>> = {
  evd_categories: slugHooks,
  evd_subcategories: slugHooks,
  evd_attribute_values: { beforeCreate: oneValuePerAttribute, beforeUpdate: oneValuePerAttribute },
  evd_category_attributes: {
    beforeCreate: onePerCategory('evd_category_attributes'),
    beforeUpdate: onePerCategory('evd_category_attributes'),
  },
  evd_category_variant_attributes: {
    beforeCreate: onePerCategory('evd_category_variant_attributes'),
    beforeUpdate: onePerCategory('evd_category_variant_attributes'),
  },
  evd_shipping_methods: { beforeCreate: checkPromise, beforeUpdate: checkPromise },
  evd_policy_pages: { beforeCreate: sanitisePolicyPage, beforeUpdate: sanitisePolicyPage },
  evd_app_settings: { beforeCreate: oneSettingsRowPerBrand },
};

/**
 * A unique index per brand and category for the link tables (a second request at the same
 * moment is refused by the database when the hooks' checks both pass), and on the app
 * settings' brand: one row each.
 */
export const CATALOGUE_TABLES: readonly string[] = [
  'create unique index if not exists evd_category_attributes_attribute_id_unique on evd_category_attributes (brand_id, category_id, attribute_id)',
  'create unique index if not exists evd_category_variant_attributes_attribute_id_unique on evd_category_variant_attributes (brand_id, category_id, attribute_id)',
  'create unique index if not exists evd_attribute_values_value_unique on evd_attribute_values (brand_id, attribute_id, lower(value))',
  'create unique index if not exists evd_app_settings_brand_unique on evd_app_settings (brand_id)',
];
