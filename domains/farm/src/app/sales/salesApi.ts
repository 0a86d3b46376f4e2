/**
 * The calls of the sales screens. Lists and records go through app-kit's resource hooks (the
 * same SWR keys, so a change here refetches every list of sales); creating a sale and its
 * refund are written out because they carry lines, an idempotency key and a version. The void
 * runs through app-kit's action path (`useRecordAction`), as every action of a record does.
 */
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import {
  type ResourceRow,
  useRecord,
  useRecords,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { actionPath, IDEMPOTENCY_HEADER, type Page, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { salesResource } from '../../resources/sales';
import type { PaymentMethod, Sale, SaleRefund } from './saleTypes';

/** What the point of sale sends: the item and quantity of each line; the server prices them. */
export interface NewSale {
  sold_on: string;
  customer_id: number | null;
  payment_method: PaymentMethod;
  /** Integer cents, cash only. */
  amount_tendered: number | null;
  lines: { sale_item_id: number; quantity: number }[];
}

/** `POST /api/jf-sales` with the form's key, so a repeated press answers the first sale. */
export async function createSale(
  client: ApiClient,
  sale: NewSale,
  idempotencyKey: string,
): Promise<Sale> {
  const body = {
    sold_on: sale.sold_on,
    customer_id: sale.customer_id ?? undefined,
    payment_method: sale.payment_method,
    amount_tendered: sale.payment_method === 'cash' ? (sale.amount_tendered ?? '') : undefined,
    lines: sale.lines,
  };
  const answer = await client.post<{ data: Sale }>(resourcePath(salesResource), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.data;
}

/** What a refund sends: the reason, whether the goods go back on the shelf, the lines returned. */
export interface SaleRefundInput {
  reason: string;
  restock: boolean;
  lines: { sale_line_id: number; quantity: number }[];
}

/** `POST /api/jf-sales/{id}/refund`, from the version the screen shows. */
export async function refundSale(
  client: ApiClient,
  sale: Pick<Sale, 'id' | 'version'>,
  refund: SaleRefundInput,
): Promise<Sale> {
  const body = {
    reason: refund.reason,
    restock: refund.restock ? 1 : 0,
    lines: refund.lines,
    version: sale.version ?? undefined,
  };
  return (await client.post<{ data: Sale }>(actionPath(salesResource, sale.id, 'refund'), body))
    .data;
}

/** One sale; nothing is fetched while `id` is null. */
/**
 * A sale with its refunds (`GET /api/jf-sales/{id}/refunds`), which are read again whenever the
 * sale's version moves (a refund or a void changes it). Until they arrive the sale is shown
 * with its refunded total only.
 */
export function useSale(id: number | null) {
  const client = useApiClient();
  const answer = useRecord(salesResource, id);
  const version = (answer.data as Sale | undefined)?.version;
  const refunds = useSWR(
    id === null || answer.data === undefined
      ? null
      : [salesResource.segment, id, 'refunds', version],
    () =>
      client
        .get<{ data: SaleRefund[] }>(`${resourcePath(salesResource, id!)}/refunds`)
        .then((page) => page.data),
  );
  const sale = answer.data as Sale | undefined;
  const data = sale && refunds.data ? { ...sale, refunds: refunds.data } : sale;
  return { ...answer, data };
}

/** A page of sales for a list query. */
export function useSales(query: string) {
  const answer = useRecords(salesResource, query);
  return { ...answer, data: answer.data as Page<Sale> | undefined };
}

/** Puts a changed sale in the cache and refetches every list of sales. */
export function useSaleChanged() {
  const revalidate = useResourceRevalidation(salesResource);
  return (sale: Sale) => revalidate(sale.id, sale as unknown as ResourceRow);
}
