import { defineExpenses } from '@backoffice/common';
import { BRAND, type ReportDefinition, type ResourceDefinition } from '@backoffice/contract';

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

/** The marketplace domain's resources, a referenced one before those that refer to it. */
export const MARKETPLACE_RESOURCES: readonly ResourceDefinition[] = [evdExpenses.resource];

/** The marketplace domain's date-range reports. */
export const MARKETPLACE_REPORTS: readonly ReportDefinition[] = [evdExpenses.report];
