/** The poultry and egg farm's registry (brand 2): the common resources, the farm's and its reports. */
import { FARM_REPORTS, FARM_RESOURCES } from '@backoffice/farm';
import { brandScreens } from '../../features/resources/screens';

export const BRAND_SCREENS = brandScreens(FARM_RESOURCES, FARM_REPORTS);
