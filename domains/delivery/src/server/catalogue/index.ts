import type { DeliveryArea } from '../area';
import { appStatusHooks } from './appStatus';
import { couponHooks } from './coupons';
import { driverHooks } from './drivers';
import { deliveryFeeHooks, FEE_TABLES, groceryFeeHooks } from './fees';

export { seedCatalogue } from './seed';
export { type StaffMember, staffWithRole } from './staffQuery';

/** The catalogue area's server side: its resources' hooks and its own tables. */
export const catalogueArea: DeliveryArea = {
  resources: {
    jfd_coupons: couponHooks,
    jfd_delivery_fees: deliveryFeeHooks,
    jfd_grocery_delivery_fees: groceryFeeHooks,
    jfd_drivers: driverHooks,
    dlv_app_status: appStatusHooks,
  },
  tables: FEE_TABLES,
  reports: [],
};
