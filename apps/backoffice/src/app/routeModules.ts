import type { RouteName } from '@backoffice/access';
import { reportScreenLoaders, type ScreenLoader } from '@backoffice/app-kit';
import { CHARITY_SCREENS } from '@backoffice/charity/app';
import { COMMON_SCREENS, expenseScreens } from '@backoffice/common/app';
import { jfdExpenses } from '@backoffice/delivery';
import { DELIVERY_SCREENS } from '@backoffice/delivery/app';
import { FARM_SCREENS } from '@backoffice/farm/app';
import { evdExpenses } from '@backoffice/marketplace';
import { MARKETPLACE_SCREENS } from '@backoffice/marketplace/app';
import type { ComponentType } from 'react';
import { REPORTS } from '../config/registry';
import { RESOURCE_SCREENS } from '../features/resources/screens';
import { composeScreens } from './composeScreens';

const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

/** The app's own screens, by route name. */
const APP_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
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

/**
 * The screen of every route of the table, by route name: the app's own and each domain's, then
 * the generic resource screens and reports for the routes no hand-written screen takes.
 */
export const SCREENS = composeScreens(
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
        ...expenseScreens(jfdExpenses),
        ...expenseScreens(evdExpenses),
        ...COMMON_SCREENS,
      },
    },
  ],
  {
    ...RESOURCE_SCREENS,
    ...reportScreenLoaders(REPORTS),
  },
);
