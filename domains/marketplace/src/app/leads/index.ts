import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's sales leads and their dashboard, by route name. */
export const LEADS_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'evd-leads-dashboard': () =>
    import('./LeadsDashboardScreen').then((m) => ({ Component: m.LeadsDashboardScreen })),
  'admin.evd-leads': () =>
    import('./LeadsAdminScreen').then((m) => ({ Component: m.LeadsAdminScreen })),
  'edit-evd-lead': () => import('./EditLeadScreen').then((m) => ({ Component: m.EditLeadScreen })),
};
