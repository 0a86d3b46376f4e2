import type { ComputedSql } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const SELLER_COMPUTED: Record<string, ComputedSql> = {
  store_count: (row) => sql`(select count(*)::int from evd_stores s where s.seller_id = ${row}.id)`,
};

export const STORE_COMPUTED: Record<string, ComputedSql> = {
  product_count: (row) =>
    sql`(select count(*)::int from evd_products p where p.store_id = ${row}.id)`,
  live_product_count: (row) =>
    sql`(select count(*)::int from evd_products p
         where p.store_id = ${row}.id and p.status = 'approved')`,
  stock_units: (row) =>
    sql`(select coalesce(sum(v.stock), 0)::int from evd_product_variants v
         where v.store_id = ${row}.id)`,
};

export const PRODUCT_COMPUTED: Record<string, ComputedSql> = {
  variant_count: (row) =>
    sql`(select count(*)::int from evd_product_variants v where v.product_id = ${row}.id)`,
  stock: (row) =>
    sql`(select coalesce(sum(v.stock), 0)::int from evd_product_variants v
         where v.product_id = ${row}.id)`,
};
