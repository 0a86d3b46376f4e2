import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The catalogue area's screens, by route name. */
export const CATALOGUE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'jfd-products': () =>
    import('./ProductsListScreen').then((m) => ({ Component: m.ProductsListScreen })),
  'upload-jfd-products': () =>
    import('./ProductsUploadScreen').then((m) => ({ Component: m.ProductsUploadScreen })),
  'view-jfd-customer': () =>
    import('./CustomerScreen').then((m) => ({ Component: m.CustomerScreen })),
  'new-driver': () => import('./DriverFormScreens').then((m) => ({ Component: m.NewDriverScreen })),
  'edit-driver': () =>
    import('./DriverFormScreens').then((m) => ({ Component: m.EditDriverScreen })),
  'dlv-app-status': () =>
    import('./AppStatusScreen').then((m) => ({ Component: m.AppStatusScreen })),
};
