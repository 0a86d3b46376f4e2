import { counterTable } from '@backoffice/server-kit';

/** The store invoices' numbers (`SI-000001`), one sequence per brand. */
export const STORE_INVOICE_COUNTERS = 'evd_store_invoice_counters';

/**
 * The stores area's own DDL: the invoices' counter, a user a member of a store once, a product
 * with one pending approval at most, and stock that never goes below zero (whoever writes it:
 * the variants' form, or the orders taking units).
 */
export const STORES_TABLES: readonly string[] = [
  counterTable(STORE_INVOICE_COUNTERS),
  `create unique index if not exists evd_store_members_store_user_uq
     on evd_store_members (store_id, user_id)`,
  `create unique index if not exists evd_product_approvals_pending_uq
     on evd_product_approvals (product_id) where status = 'pending'`,
  `create index if not exists evd_products_store_status_idx on evd_products (store_id, status)`,
  `create index if not exists evd_product_variants_product_idx
     on evd_product_variants (product_id)`,
  `do $$ begin
     if not exists (select 1 from pg_constraint where conname = 'evd_product_variants_stock_check')
     then alter table evd_product_variants
       add constraint evd_product_variants_stock_check check (stock >= 0);
     end if;
   end $$`,
];
