/**
 * The shapes of the stock endpoints' answers that are not records of a resource: the server
 * builds them and the stock screens read them.
 */

/** One movement of an item, as `GET /api/jf-inventories/{id}/movements` answers it. */
export interface StockMovement {
  id: number;
  moved_on: string;
  source: string;
  source_id: number | null;
  /** The record to link to: the sale (sale, void, refund), the count, the log, the receipt. */
  record_id: number | null;
  quantity: number;
  /** On hand after this movement. */
  balance: number;
  note: string | null;
}

/** One item of a count, as `GET /api/jf-inventory-logs/{id}/details` answers it. */
export interface CountDetail {
  id: number;
  inventory_id: number;
  name: string;
  kind: string;
  unit: string;
  opening: number;
  received: number;
  used: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  reason: string | null;
  reconciled: boolean;
}
