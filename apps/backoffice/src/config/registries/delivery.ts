/** The delivery service's registry (brand 8): the common resources, the delivery's and its reports. */
import { DELIVERY_REPORTS, DELIVERY_RESOURCES } from '@backoffice/delivery';
import { brandScreens } from '../../features/resources/screens';

export const BRAND_SCREENS = brandScreens(DELIVERY_RESOURCES, DELIVERY_REPORTS);
