import type { RouteName } from '@backoffice/access';
import type { ScreenLoader } from '@backoffice/app-kit';
import { BRAND } from '@backoffice/contract';
import { BRAND_SCREENS as charity } from '../config/registries/charity';
import { BRAND_SCREENS as common } from '../config/registries/common';
import { BRAND_SCREENS as delivery } from '../config/registries/delivery';
import { BRAND_SCREENS as farm } from '../config/registries/farm';
import { BRAND_SCREENS as marketplace } from '../config/registries/marketplace';
import type { BrandScreens } from '../features/resources/screens';

/** Each brand's registry file's screens, by brand id; `common` for a route of no brand. */
export const SCREENS_BY_BRAND: Readonly<Record<number | 'common', BrandScreens>> = {
  common,
  [BRAND.charity]: charity,
  [BRAND.poultry]: farm,
  [BRAND.delivery]: delivery,
  [BRAND.marketplace]: marketplace,
};

/** The generic screens of every brand's file together, by route name. */
export const GENERIC_SCREENS: Partial<Record<RouteName, ScreenLoader>> = Object.assign(
  {},
  ...Object.values(SCREENS_BY_BRAND).map((brand) => brand.screens),
);
