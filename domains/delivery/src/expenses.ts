import { defineExpenses } from '@backoffice/common';
import { BRAND } from '@backoffice/contract';

/**
 * The delivery brand's expenses (`/jfd-expenses`, table `jfd_expenses`): the shared expenses
 * module's instance for brand 8 (see `@backoffice/common`'s README), with its Expense Report.
 */
export const jfdExpenses = defineExpenses({
  prefix: 'jfd',
  brand: BRAND.delivery,
  access: 'access_jfd_expenses',
  manage: 'manage_jfd_expenses',
});
