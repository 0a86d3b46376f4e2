/**
 * `@backoffice/common/app`: the screens of the shared modules, made per brand from the brand's
 * instance: the expense list (overdue standing out) and the pay screen. The view, new and edit
 * routes keep the generic screens drawn from the definition.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import type { Expenses } from '../expenses/defineExpenses';
import { registerExpenses } from './expenses/currentExpenses';

export function expenseScreens(expenses: Expenses): Partial<Record<RouteName, ScreenLoader>> {
  registerExpenses(expenses);
  const { routes } = expenses;
  return {
    [routes.list as RouteName]: () =>
      import('./expenses/ExpensesListScreen').then((m) => ({
        Component: m.ExpensesListScreen,
      })),
    [routes.pay as RouteName]: () =>
      import('./expenses/PayExpenseScreen').then((m) => ({ Component: m.PayExpenseScreen })),
  };
}
