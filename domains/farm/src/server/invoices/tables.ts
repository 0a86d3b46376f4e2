/**
 * The invoices' own tables beside the resource tables (`DomainServer.tables`, run at every start
 * after the resource tables are synced): the counter of document numbers per brand and type,
 * and each invoice's payments. Idempotent; nothing is dropped.
 */
import { INVOICE_PAYMENT_METHODS } from '../../resources/invoices';

const methods = INVOICE_PAYMENT_METHODS.map((method) => `'${method}'`).join(', ');

export const INVOICE_TABLES: readonly string[] = [
  // The last number given per brand and type (`invoice`, `estimate`). A create takes the next
  // one with its row locked until the create commits, so numbers never skip or repeat.
  `create table if not exists jf_document_counters (
     brand_id integer not null references brands(id) on delete cascade,
     type text not null,
     last_number integer not null,
     primary key (brand_id, type)
   )`,
  `create table if not exists jf_invoice_payments (
     id serial primary key,
     invoice_id integer not null references jf_invoices(id) on delete restrict,
     paid_on date not null,
     amount bigint not null check (amount > 0),
     method text not null check (method in (${methods})),
     reference text,
     user_id integer references users(id) on delete set null,
     created_at timestamp with time zone not null default now()
   )`,
  'create index if not exists jf_invoice_payments_invoice_idx on jf_invoice_payments (invoice_id)',
  // The counter already prevents duplicates; the index makes a bug loud rather than silent.
  'create unique index if not exists jf_invoices_brand_number_unique on jf_invoices (brand_id, number)',
];
