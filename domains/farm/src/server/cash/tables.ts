/**
 * The deposits' own table beside the resource tables (`DomainServer.tables`): which deposit
 * took each cash sale and cash invoice payment. Its unique indexes make a sale or a payment go
 * into one deposit at most, even when two deposits are saved at the same moment (the second
 * waits for the first's commit, then finds it taken). Idempotent; nothing is dropped.
 */
export const CASH_TABLES: readonly string[] = [
  `create table if not exists jf_deposit_claims (
     id serial primary key,
     deposit_id integer not null references jf_deposits(id) on delete cascade,
     sale_id integer references jf_sales(id) on delete restrict,
     invoice_payment_id integer references jf_invoice_payments(id) on delete restrict,
     check ((sale_id is null) <> (invoice_payment_id is null))
   )`,
  'create unique index if not exists jf_deposit_claims_sale_unique on jf_deposit_claims (sale_id)',
  `create unique index if not exists jf_deposit_claims_payment_unique
     on jf_deposit_claims (invoice_payment_id)`,
  'create index if not exists jf_deposit_claims_deposit_idx on jf_deposit_claims (deposit_id)',
];
