import { expensesServer } from '@backoffice/common/server';
import { jfExpenses } from '../../resources/cash/expenses';
import type { FarmArea } from '../area';
import { depositReportServer, undepositedCashServer } from './cashReports';
import { depositsHooks } from './deposits';
import { CASH_TABLES } from './tables';

const expenses = expensesServer(jfExpenses);

/**
 * The server side of deposits and the farm's expenses: the deposits' checks, claims and
 * amounts, their claims table, the Deposit Report, the undeposited cash (a report-like
 * endpoint under `access_deposits`), and the expenses module's instance for the farm.
 */
export const cashArea: FarmArea = {
  resources: { jf_deposits: depositsHooks, ...expenses.resources },
  tables: CASH_TABLES,
  reports: [depositReportServer, undepositedCashServer, expenses.report],
};
