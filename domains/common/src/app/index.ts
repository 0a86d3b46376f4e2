/**
 * `@backoffice/common/app`: the screens of the shared modules. The expense list (overdue
 * standing out) and the pay screen are made per brand from the brand's instance; the
 * human-resources home and the prepaid top-up accounts' balances are the same in every brand.
 * The view, new and edit routes keep the generic screens drawn from the definitions.
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

/** The shared screens of every brand, by route name. */
export const COMMON_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'human-resources': () =>
    import('./humanResources/HumanResourcesScreen').then((m) => ({
      Component: m.HumanResourcesScreen,
    })),
  'ding-account-balances': () =>
    import('./dingAccounts/DingAccountsScreen').then((m) => ({
      Component: m.DingAccountsScreen,
    })),
};
