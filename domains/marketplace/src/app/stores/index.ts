import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';

/** The screens of the marketplace's sellers, stores, their products, variants, approvals and billing, by route name. */
export const STORES_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'view-evd-seller': () => import('./SellerScreen').then((m) => ({ Component: m.SellerScreen })),
  'new-store': () => import('./NewStoreScreen').then((m) => ({ Component: m.NewStoreScreen })),
  stores: () => import('./StoresListScreen').then((m) => ({ Component: m.StoresListScreen })),
  'view-store': () =>
    import('./StoreOverviewScreen').then((m) => ({ Component: m.StoreOverviewScreen })),
  'store-review': () =>
    import('./StoreReviewScreen').then((m) => ({ Component: m.StoreReviewScreen })),
  'store-billing': () =>
    import('./StoreBillingScreen').then((m) => ({ Component: m.StoreBillingScreen })),
  'modify-store': () =>
    import('./ModifyStoreScreen').then((m) => ({ Component: m.ModifyStoreScreen })),
  'store-products': () =>
    import('./StoreProductsScreen').then((m) => ({ Component: m.StoreProductsScreen })),
  'new-store-product': () =>
    import('./ProductFormScreens').then((m) => ({ Component: m.NewStoreProductScreen })),
  'edit-store-product': () =>
    import('./ProductFormScreens').then((m) => ({ Component: m.EditStoreProductScreen })),
  'store-product-variant': () =>
    import('./VariantScreen').then((m) => ({ Component: m.StoreProductVariantScreen })),
  'product-approvals': () =>
    import('./ApprovalsScreen').then((m) => ({ Component: m.ApprovalsScreen })),
  'view-product-approval': () =>
    import('./ApprovalScreen').then((m) => ({ Component: m.ApprovalScreen })),
};
