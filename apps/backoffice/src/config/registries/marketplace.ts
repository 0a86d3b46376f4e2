/** The marketplace's registry (brand 9): the common resources, the marketplace's and its reports. */
import { MARKETPLACE_REPORTS, MARKETPLACE_RESOURCES } from '@backoffice/marketplace';
import { brandScreens } from '../../features/resources/screens';

export const BRAND_SCREENS = brandScreens(MARKETPLACE_RESOURCES, MARKETPLACE_REPORTS);
