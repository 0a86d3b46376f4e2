import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { expenseScreens } from '@backoffice/common/app';

/**
 * The farm's own screens for deposits and expenses, by route name: the deposit list (with the
 * undeposited cash and the record-deposit dialog) and its edit screen; the expense list and pay
 * screen of the shared expenses module. The deposit's page and the expense's page, new and edit
 * screens are the generic ones.
 */
export const CASH_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'jf-deposits': () =>
    import('./DepositsListScreen').then((m) => ({ Component: m.DepositsListScreen })),
  'edit-jf-deposit': () =>
    import('./EditDepositScreen').then((m) => ({ Component: m.EditDepositScreen })),
  ...expenseScreens('jf', () => import('../../resources/cash/expenses').then((m) => m.jfExpenses)),
};
