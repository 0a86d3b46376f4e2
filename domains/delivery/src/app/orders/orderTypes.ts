import type { ResourceRow } from '@backoffice/app-kit/resources';
import type { StoredFile } from '@backoffice/contract';
import type { OrderStatus } from '../../resources/orders';

/** A line of an order as the API answers it. */
export interface OrderLine {
  id: number;
  product_id: number;
  quantity: number;
  addon_ids: number[];
  unit_price: number | null;
  addons_price: number | null;
  pick_status: 'pending' | 'found' | 'substituted' | 'unavailable' | null;
  substitute_product_id: number | null;
  substitute_price: number | null;
  labels?: Record<string, string | null>;
}

/** An order as the API answers it. */
export interface Order extends ResourceRow {
  number: string | null;
  customer_id: number | null;
  kind: 'delivery' | 'pickup' | null;
  zone_id: number | null;
  address: string | null;
  pickup_location_id: number | null;
  slot_date: string | null;
  slot: string | null;
  notes: string | null;
  subtotal: number | null;
  discount: number | null;
  delivery_fee: number | null;
  grocery_fee: number | null;
  pickup_fee: number | null;
  refunded: number | null;
  total: number | null;
  status: OrderStatus | null;
  driver_id: number | null;
  driver_user_id: number | null;
  pickup_code: string | null;
  cancel_reason: string | null;
  fail_reason: string | null;
  proof_name: string | null;
  proof_photo: StoredFile | null;
  lines?: OrderLine[];
}
