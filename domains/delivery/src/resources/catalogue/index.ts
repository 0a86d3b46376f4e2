import type { ResourceDefinition } from '@backoffice/contract';
import { jfdAddonsResource } from './addons';
import { dlvAppStatusResource } from './appStatus';
import { jfdCategoriesResource } from './categories';
import { jfdCouponsResource } from './coupons';
import { jfdCustomersResource } from './customers';
import { jfdDriversResource } from './drivers';
import {
  jfdDeliveryFeesResource,
  jfdGroceryDeliveryFeesResource,
  jfdPickupFeesResource,
} from './fees';
import { jfdPickupLocationsResource } from './pickupLocations';
import { jfdProductsResource } from './products';
import { jfdShippingSpeedsResource } from './shippingSpeeds';
import { dlvServiceTownsResource, jfdZonesResource } from './towns';
import { jfdVehiclesResource } from './vehicles';

export * from './addons';
export * from './appStatus';
export * from './categories';
export * from './coupons';
export * from './customers';
export * from './drivers';
export * from './fees';
export * from './pickupLocations';
export * from './products';
export * from './shippingSpeeds';
export * from './towns';
export * from './vehicles';

/** The catalogue area's definitions, a referenced one before those that refer to it. */
export const CATALOGUE_RESOURCES: readonly ResourceDefinition[] = [
  jfdCategoriesResource,
  jfdProductsResource,
  jfdAddonsResource,
  jfdCouponsResource,
  jfdShippingSpeedsResource,
  dlvServiceTownsResource,
  jfdZonesResource,
  jfdDeliveryFeesResource,
  jfdGroceryDeliveryFeesResource,
  jfdPickupLocationsResource,
  jfdPickupFeesResource,
  jfdVehiclesResource,
  jfdDriversResource,
  jfdCustomersResource,
  dlvAppStatusResource,
];
