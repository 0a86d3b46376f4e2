/**
 * `@backoffice/common/app`: the screens of the shared modules. The expense list (overdue
 * standing out) and the pay screen are made per brand from the brand's instance; the
 * human-resources home and the prepaid top-up accounts' balances are the same in every brand.
 * The view, new and edit routes keep the generic screens drawn from the definitions.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import type { Expenses } from '../expenses/defineExpenses';
import { expenseRoutes } from '../expenses/expenseRoutes';
import { registerExpenses } from './expenses/currentExpenses';

/**
 * The expense list and pay screens of the brand whose prefix this is. The brand's instance
 * (`load`, a dynamic import of its definitions) is fetched beside the screen's file, so that the
 * definitions stay out of the first page's files.
 */
export function expenseScreens(
  prefix: string,
  load: () => Promise<Expenses>,
): Partial<Record<RouteName, ScreenLoader>> {
  const routes = expenseRoutes(prefix);
  const withExpenses = <M>(screen: Promise<M>) =>
    Promise.all([screen, load()]).then(([module, expenses]) => {
      if (expenses.prefix !== prefix) {
        throw new Error(`The expenses loaded for "${prefix}" are those of "${expenses.prefix}".`);
      }
      registerExpenses(expenses);
      return module;
    });
  return {
    [routes.list as RouteName]: () =>
      withExpenses(import('./expenses/ExpensesListScreen')).then((m) => ({
        Component: m.ExpensesListScreen,
      })),
    [routes.pay as RouteName]: () =>
      withExpenses(import('./expenses/PayExpenseScreen')).then((m) => ({
        Component: m.PayExpenseScreen,
      })),
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
