/** The charity's registry (brand 1): the common resources and the charity's. */
import { CHARITY_RESOURCES } from '@backoffice/charity';
import { brandScreens } from '../../features/resources/screens';

export const BRAND_SCREENS = brandScreens(CHARITY_RESOURCES);
