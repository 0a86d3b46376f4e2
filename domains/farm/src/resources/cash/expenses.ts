import { defineExpenses } from '@backoffice/common';
import { BRAND } from '@backoffice/contract';

/**
 * The farm's expenses (`/jf-expenses`, table `jf_expenses`): the shared expenses module's
 * instance for the poultry brand. The profit and loss statement counts them by day, paid or not,
 * under their category's kind.
 */
export const jfExpenses = defineExpenses({
  prefix: 'jf',
  brand: BRAND.poultry,
  access: 'access_expenses',
  manage: 'manage_expenses',
});
export const jfExpensesResource = jfExpenses.resource;
