/**
 * `@backoffice/charity/app`: the charity brand's screens that replace the generic ones, by route
 * name, each loaded on its first visit. The app merges them into its route modules; a
 * hand-written screen wins over the generic one for its route.
 */
import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { PROJECT_SCREENS } from './projects';

export const CHARITY_SCREENS: Partial<Record<RouteName, ScreenLoader>> = {
  'new-beneficiary': () =>
    import('./beneficiaries/BeneficiaryFormScreens').then((m) => ({
      Component: m.NewBeneficiaryScreen,
    })),
  'edit-beneficiary': () =>
    import('./beneficiaries/BeneficiaryFormScreens').then((m) => ({
      Component: m.EditBeneficiaryScreen,
    })),
  'view-beneficiary': () =>
    import('./beneficiaries/BeneficiaryScreen').then((m) => ({ Component: m.BeneficiaryScreen })),
  'new-donation': () =>
    import('./donations/DonationFormScreens').then((m) => ({ Component: m.NewDonationScreen })),
  'edit-donation': () =>
    import('./donations/DonationFormScreens').then((m) => ({ Component: m.EditDonationScreen })),
  'edit-package-item': () =>
    import('./packageItems/EditPackageItemScreen').then((m) => ({
      Component: m.EditPackageItemScreen,
    })),
  ...PROJECT_SCREENS,
};
