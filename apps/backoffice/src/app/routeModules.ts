import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { CHARITY_SCREENS } from '@backoffice/charity/app';
import { COMMON_SCREENS, expenseScreens } from '@backoffice/common/app';
import { DELIVERY_SCREENS } from '@backoffice/delivery/app';
import { FARM_SCREENS } from '@backoffice/farm/app';
import { MARKETPLACE_SCREENS } from '@backoffice/marketplace/app';
import type { ComponentType } from 'react';
import { genericScreen } from '../config/loadRegistry';
import { APP_ROUTES } from '../config/routes';
import { composeScreens, type ScreenTable } from './composeScreens';

const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

/** The app's own screens, by route name: none of them needs the registry. */
export const APP_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'auth.login': screen(
    () => import('../features/auth/routes/LoginScreen'),
    (m) => m.LoginScreen,
  ),
  'auth.forgot-password': screen(
    () => import('../features/auth/routes/ForgotPasswordScreen'),
    (m) => m.ForgotPasswordScreen,
  ),
  'auth.reset-password': screen(
    () => import('../features/auth/routes/ResetPasswordScreen'),
    (m) => m.ResetPasswordScreen,
  ),
  'auth.verify-email': screen(
    () => import('../features/auth/routes/VerifyEmailScreen'),
    (m) => m.VerifyEmailScreen,
  ),
  'app.forbidden': screen(
    () => import('../features/errors/routes/ForbiddenScreen'),
    (m) => m.ForbiddenScreen,
  ),
  'app.not-found': screen(
    () => import('../features/errors/routes/NotFoundScreen'),
    (m) => m.NotFoundScreen,
  ),
  'app.home': screen(
    () => import('../features/brands/routes/BrandPickerScreen'),
    (m) => m.BrandPickerScreen,
  ),
  dashboard: screen(
    () => import('../features/dashboard/routes/DashboardScreen'),
    (m) => m.DashboardScreen,
  ),
  notices: screen(
    () => import('../features/notices/routes/NoticeListScreen'),
    (m) => m.NoticeListScreen,
  ),
  'new-notice': screen(
    () => import('../features/notices/routes/NewNoticeScreen'),
    (m) => m.NewNoticeScreen,
  ),
  'edit-notice': screen(
    () => import('../features/notices/routes/EditNoticeScreen'),
    (m) => m.EditNoticeScreen,
  ),
  profile: screen(
    () => import('../features/profile/routes/ProfileScreen'),
    (m) => m.ProfileScreen,
  ),
  'profile-password': screen(
    () => import('../features/profile/routes/PasswordScreen'),
    (m) => m.PasswordScreen,
  ),
  'profile-employee-info': screen(
    () => import('../features/profile/routes/EmployeeInfoScreen'),
    (m) => m.EmployeeInfoScreen,
  ),
  tickets: screen(
    () => import('../features/tickets/routes/TicketListScreen'),
    (m) => m.TicketListScreen,
  ),
  'new-ticket': screen(
    () => import('../features/tickets/routes/NewTicketScreen'),
    (m) => m.NewTicketScreen,
  ),
  'view-ticket': screen(
    () => import('../features/tickets/routes/TicketDetailScreen'),
    (m) => m.TicketDetailScreen,
  ),
  reports: screen(
    () => import('../features/reports/routes/ReportsScreen'),
    (m) => m.ReportsScreen,
  ),
};

/** The screens written by hand, the app's own and each domain's, by route name. */
export const HAND_WRITTEN_SCREENS: ScreenTable = composeScreens(
  [
    { app: APP_SCREENS },
    { charity: CHARITY_SCREENS },
    { farm: FARM_SCREENS },
    { delivery: DELIVERY_SCREENS },
    { marketplace: MARKETPLACE_SCREENS },
    // The shared expenses module's screens for the delivery brand and the marketplace (the
    // farm's instance is among FARM_SCREENS), the human-resources home and the prepaid top-up
    // accounts' balances.
    {
      common: {
        ...expenseScreens('jfd', () => import('@backoffice/delivery').then((m) => m.jfdExpenses)),
        ...expenseScreens('evd', () =>
          import('@backoffice/marketplace').then((m) => m.evdExpenses),
        ),
        ...COMMON_SCREENS,
      },
    },
  ],
  {},
);

/**
 * The screen of every route of the table, by route name: a hand-written one, else the generic
 * resource screen or report drawn from the registry (fetched with it, `config/loadRegistry.ts`).
 */
export const SCREENS: ScreenTable = {
  ...Object.fromEntries(APP_ROUTES.map((route) => [route.name, genericScreen(route.name)])),
  ...HAND_WRITTEN_SCREENS,
};
