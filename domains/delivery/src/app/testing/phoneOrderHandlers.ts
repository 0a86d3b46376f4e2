/**
 * The board's phone order as the server takes it, for the dialog's story and test: the
 * customers searched, the shipping speeds and pickup locations, and `POST /api/jfd-orders`
 * pricing the order itself (ignoring any price sent), with the server's messages for a product
 * made inactive meanwhile (the oat drink) and an expired coupon. On top of the board's own handlers (`ordersHandlers`).
 */
import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers } from '@backoffice/app-kit/testing';
import type { User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import {
  jfdCustomersResource,
  jfdPickupLocationsResource,
  jfdShippingSpeedsResource,
} from '../../resources/catalogue';
import { dispatcher } from './courierFixtures';
import { addons, products } from './ordersFixtures';
import { ordersHandlers } from './ordersHandlers';

const stamp = '2025-03-14T08:00:00.000Z';
const row = (id: number, fields: Record<string, unknown>) =>
  ({ id, ...fields, labels: {}, created_at: stamp, updated_at: stamp, version: 1 }) as ResourceRow;

export const phoneCustomers: ResourceRow[] = [
  row(41, { name: 'Amira Haddad', phone: '2125550141', address: '12 Quay Lane', zone_id: 1 }),
  row(42, { name: 'Amos Reed', phone: '2125550142', address: '3 Ridge Road', zone_id: 3 }),
  row(43, { name: 'Beth Lowe', phone: '2125550143', address: '9 Mill Street', zone_id: 2 }),
];

export const shippingSpeeds: ResourceRow[] = [
  row(1, { name: 'Standard', eta_minutes: 120, surcharge: 0, active: true }),
  row(2, { name: 'Express', eta_minutes: 45, surcharge: 300, active: true }),
];

export const pickupLocations: ResourceRow[] = [
  row(1, { name: 'Market Street', address: '1 Market Street', town_id: 1, active: true }),
];

export interface PhoneOrderHandlerOptions {
  user?: User;
  /** Sees each body `POST /api/jfd-orders` receives, as sent. */
  onPlace?: (body: URLSearchParams) => void;
  /** Counts the reads of the board's list. */
  onListRead?: () => void;
}

/** A product made inactive since the screen listed it (out of stock): the server refuses it. */
const OUT_OF_STOCK = 4;

const cents = (value: unknown) => Number(value) || 0;

function phoneOrderHandlersForOneStory({
  user = dispatcher,
  onPlace,
  onListRead,
}: PhoneOrderHandlerOptions = {}) {
  let next = 109;
  return [
    http.get('*/api/jfd-orders', () => {
      onListRead?.();
      // Falls through to the board's handler, which answers.
      return undefined;
    }),
    http.post('*/api/jfd-orders', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      onPlace?.(body);
      const errors: Record<string, string[]> = {};
      if (!body.get('customer_id')) errors.customer_id = ['The customer field is required.'];
      const lines: { product: number; quantity: number; addons: number[] }[] = [];
      for (let i = 0; body.has(`lines[${i}][product_id]`); i++) {
        const quantity = Number(body.get(`lines[${i}][quantity]`));
        const product = Number(body.get(`lines[${i}][product_id]`));
        if (product === OUT_OF_STOCK) {
          errors[`lines.${i}.product_id`] = [`Line ${i + 1}: the selected product is invalid.`];
        }
        lines.push({
          product,
          quantity,
          // `addon_ids[]` or `addon_ids[0]`: Laravel reads both as the list.
          addons: [...body.entries()]
            .filter(([key]) => key.startsWith(`lines[${i}][addon_ids][`))
            .map(([, id]) => Number(id)),
        });
      }
      if ((body.get('coupon_code') ?? '').toUpperCase() === 'EXPIRED') {
        errors.coupon_code = ['This coupon is not valid today.'];
      }
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json(
          { message: Object.values(errors)[0]?.[0], errors },
          { status: 422 },
        );
      }
      const subtotal = lines.reduce((sum, line) => {
        const price = cents(products.find((item) => item.id === line.product)?.price);
        const extras = line.addons.reduce(
          (total, id) => total + cents(addons.find((item) => item.id === id)?.price),
          0,
        );
        return sum + line.quantity * (price + extras);
      }, 0);
      const delivery = body.get('kind') === 'delivery';
      const fees = delivery ? 999 + 150 : 100;
      const id = next++;
      return HttpResponse.json(
        {
          data: {
            id,
            number: `ORD-000${id}`,
            status: 'placed',
            kind: body.get('kind'),
            customer_id: Number(body.get('customer_id')),
            subtotal,
            total: subtotal + fees,
            labels: {},
            version: 1,
          },
        },
        { status: 201 },
      );
    }),
    ...resourceHandlers(jfdCustomersResource, phoneCustomers),
    ...resourceHandlers(jfdShippingSpeedsResource, shippingSpeeds),
    ...resourceHandlers(jfdPickupLocationsResource, pickupLocations),
    ...ordersHandlers({ user }),
  ];
}

/** `phoneOrderHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function phoneOrderHandlers(...args: Parameters<typeof phoneOrderHandlersForOneStory>) {
  return freshEachStory(() => phoneOrderHandlersForOneStory(...args));
}
