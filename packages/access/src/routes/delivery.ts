import { BRAND } from '@backoffice/contract';
import { routeGroup } from '../route';

const page = routeGroup({ brand: BRAND.delivery });
const setting = routeGroup({ brand: BRAND.delivery, isSetting: true });

/**
 * Spec section 2, "Delivery brand routes", one block per line. The `/jfd-expenses` family has
 * the shape of the farm brand's expenses: list, new, detail and pay need the access
 * permission, edit needs the manage permission.
 */
export const DELIVERY_ROUTES = [
  setting('/jfd-categories', 'jfd-categories', 'access_categories'),

  page('/jfd-products', 'jfd-products', 'access_products'),
  page('/jfd-products/new', 'new-jfd-product', 'manage_products'),
  page('/jfd-products/upload', 'upload-jfd-products', 'manage_products'),
  page('/jfd-products/:id/edit', 'edit-jfd-product', 'manage_products'),

  page('/jfd-customers', 'jfd-customers', 'access_jfd_customers'),
  page('/jfd-customers/:id', 'view-jfd-customer', 'access_jfd_customers'),

  page('/jfd-orders', 'jfd-orders', 'access_orders'),
  page('/jfd-orders/:id', 'view-jfd-order', 'access_orders'),
  page('/jfd-order-history', 'jfd-order-history', 'access_order_history'),

  setting('/dlv-app-status', 'dlv-app-status', 'admin'),

  setting('/coupons', 'coupons', 'manage_coupons'),

  page('/vehicles', 'vehicles', 'access_vehicles'),
  page('/drivers', 'drivers', 'access_vehicles'),

  page('/fulfillments', 'fulfillments', 'fulfill_orders'),
  page('/fulfillments/:id', 'view-fulfillment', 'fulfill_orders'),

  page('/deliveries', 'deliveries', 'deliver_orders'),
  page('/deliveries/:id', 'view-delivery', 'deliver_orders'),
  page('/pickups', 'pickups', 'deliver_orders'),
  page('/pickups/:id', 'view-pickup', 'deliver_orders'),

  page('/jfd-expenses', 'jfd-expenses', 'access_jfd_expenses'),
  page('/jfd-expenses/new', 'new-jfd-expense', 'access_jfd_expenses'),
  page('/jfd-expenses/:id', 'view-jfd-expense', 'access_jfd_expenses'),
  page('/jfd-expenses/:id/pay', 'pay-jfd-expense', 'access_jfd_expenses'),
  page('/jfd-expenses/:id/edit', 'edit-jfd-expense', 'manage_jfd_expenses'),

  setting('/jfd-shipping-speeds', 'jfd-shipping-speeds', 'manage_shipping_speeds'),

  setting('/jfd-delivery-fees', 'jfd-delivery-fees', 'manage_delivery_fees'),
  setting('/jfd-grocery-delivery-fees', 'jfd-grocery-delivery-fees', 'manage_delivery_fees'),

  setting('/jfd-pickup-fees', 'jfd-pickup-fees', 'manage_pickup_fees'),
  setting('/jfd-pickup-locations', 'jfd-pickup-locations', 'manage_pickup_fees'),

  setting('/dlv-service-towns', 'dlv-service-towns', 'manage_service_towns'),
  setting('/zones', 'zones', 'manage_service_towns'),

  setting('/addons', 'addons', 'manage_addons'),

  page('/dlv-courier-requests', 'dlv-courier-requests', 'access_orders'),
  page('/dlv-courier-requests/:id', 'view-dlv-courier-request', 'access_orders'),
  page('/dlv-courier-request-history', 'dlv-courier-request-history', 'access_order_history'),
] as const;
