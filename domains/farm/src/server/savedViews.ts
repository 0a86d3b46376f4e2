import { BRAND } from '@backoffice/contract';
import type { DemoSavedView } from '@backoffice/server-kit';

/** The farm manager's saved views of sales and invoices on a new install. */
export const FARM_SAVED_VIEWS: readonly DemoSavedView[] = [
  {
    list: 'jf_sales',
    brand: BRAND.poultry,
    owner: 'Manager',
    name: 'Card sales',
    query: 'filter[payment_method]=card',
    shared: true,
  },
  {
    list: 'jf_sales',
    brand: BRAND.poultry,
    owner: 'Manager',
    name: 'Voided sales',
    query: 'filter[status]=voided&sort=sold_on&direction=desc',
  },
  {
    list: 'jf_invoices',
    brand: BRAND.poultry,
    owner: 'Manager',
    name: 'Unpaid invoices, due first',
    query: 'filter[type]=invoice&filter[status]=unpaid&sort=due_on&direction=asc',
  },
  {
    list: 'jf_invoices',
    brand: BRAND.poultry,
    owner: 'Administrator',
    name: 'Open estimates',
    query: 'filter[type]=estimate&filter[status]=open',
    shared: true,
  },
];
