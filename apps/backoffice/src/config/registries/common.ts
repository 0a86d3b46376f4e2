/** The registry of a brand without a domain of its own: the common resources alone. */
import { brandScreens } from '../../features/resources/screens';

export const BRAND_SCREENS = brandScreens();
