import { BRAND } from '@backoffice/contract';
import type { DemoSavedView } from '@backoffice/server-kit';

/** Saved views of the charity's beneficiaries and donations on a new install. */
export const CHARITY_SAVED_VIEWS: readonly DemoSavedView[] = [
  {
    list: 'beneficiaries',
    brand: BRAND.charity,
    owner: 'Field Officer',
    name: 'Largest households',
    query: 'filter[status]=active&sort=household_size&direction=desc',
    shared: true,
  },
  {
    list: 'beneficiaries',
    brand: BRAND.charity,
    owner: 'Field Officer',
    name: 'Inactive beneficiaries',
    query: 'filter[status]=inactive',
  },
  {
    list: 'donations',
    brand: BRAND.charity,
    owner: 'Administrator',
    name: 'In-kind donations',
    query: 'filter[kind]=in_kind&sort=received_on&direction=desc',
    shared: true,
  },
];
