import { defineExpenses } from '@backoffice/common';
import { BRAND } from '@backoffice/contract';

/**
 * The marketplace's expenses (`/evd-expenses`, table `evd_expenses`): the shared expenses
 * module's instance for brand 9 (see `@backoffice/common`'s README), with its Expense Report.
 */
export const evdExpenses = defineExpenses({
  prefix: 'evd',
  brand: BRAND.marketplace,
  access: 'access_evd_expenses',
  manage: 'manage_evd_expenses',
});
