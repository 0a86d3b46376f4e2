import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The catalogue area's screens, by route name. */
export const CATALOGUE_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'upload-jfd-products': () =>
    import('./ProductsUploadScreen').then((m) => ({ Component: m.ProductsUploadScreen })),
  'view-jfd-customer': () =>
    import('./CustomerScreen').then((m) => ({ Component: m.CustomerScreen })),
  'dlv-app-status': () =>
    import('./AppStatusScreen').then((m) => ({ Component: m.AppStatusScreen })),
};
