import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

const policyPages = () => import('./PolicyPagesScreens');

/** The screens of the marketplace's catalogue settings (attributes, categories, taxes, shipping methods, policy pages, app settings), by route name. */
export const CATALOGUE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'evd-policy-pages': () => policyPages().then((m) => ({ Component: m.PolicyPagesListScreen })),
  'new-evd-policy-page': () => policyPages().then((m) => ({ Component: m.NewPolicyPageScreen })),
  'edit-evd-policy-page': () => policyPages().then((m) => ({ Component: m.EditPolicyPageScreen })),
  'evd-app-settings': () =>
    import('./AppSettingsScreen').then((m) => ({ Component: m.AppSettingsScreen })),
};
