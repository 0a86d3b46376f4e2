/**
 * The sale as the screens read it: the record `GET /api/jf-sales/{id}` answers, typed from the
 * definition (its fields, computed totals and lines), and the refunds when the server sends
 * them with the record.
 */
import type { ResourceRecord } from '@backoffice/contract';
import type { PAYMENT_METHODS, SALE_STATUSES, salesResource } from '../../resources/sales';

export type SaleStatus = (typeof SALE_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One refund of a sale and what it returned, line by line (`jf_sale_refunds` and its lines). */
export interface SaleRefund {
  id: number;
  refunded_on: string;
  /** Integer cents given back. */
  amount: number;
  reason: string;
  restock: boolean;
  lines: { sale_line_id: number; quantity: number; amount?: number }[];
}

/**
 * One line of a sale, its item's name and prices copied when it was rung up. Written out:
 * `ResourceRecord` adds `lines` only for a definition whose `lines` type is known, and
 * `defineResource` widens it to `LinesDefinition | null`.
 */
export interface SaleLine {
  id: number;
  sale_item_id: number | null;
  quantity: number | null;
  name: string | null;
  /** Integer cents. */
  unit_price: number | null;
  /** Integer cents. */
  unit_cost: number | null;
}

export type Sale = ResourceRecord<typeof salesResource> & {
  lines: SaleLine[];
  /**
   * The sale's refunds, when the server answers them with the record. Without them the
   * screens know only `refunded_total`, and the server alone knows what each line has left.
   */
  refunds?: SaleRefund[];
};
