/**
 * The calls of the stock screens beyond the resource hooks: an item's movements, a count's
 * details (both read again whenever the record's version moves), receiving stock and
 * reconciling a count's item.
 */
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import { useRecord } from '@backoffice/app-kit/resources';
import { actionPath, IDEMPOTENCY_HEADER, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { inventoriesResource } from '../../resources/stock/inventories';
import { inventoryLogsResource } from '../../resources/stock/inventoryLogs';
import { stockReceiptsResource } from '../../resources/stock/stockReceipts';
import type { CountDetail, ItemMovements, StockCount, StockItem } from './stockTypes';

/** A stock item with its latest movements. */
export function useStockItem(id: number | null) {
  const client = useApiClient();
  const answer = useRecord(inventoriesResource, id);
  const item = answer.data as StockItem | undefined;
  const movements = useSWR(
    id === null || !item ? null : [inventoriesResource.segment, id, 'movements', item.on_hand],
    () =>
      client
        .get<{ data: ItemMovements }>(`${resourcePath(inventoriesResource, id!)}/movements`)
        .then((view) => view.data),
  );
  return { ...answer, data: item, movements };
}

/** A count with its details. */
export function useStockCount(id: number | null) {
  const client = useApiClient();
  const answer = useRecord(inventoryLogsResource, id);
  const count = answer.data as StockCount | undefined;
  const details = useSWR(
    id === null || !count ? null : [inventoryLogsResource.segment, id, 'details', count.version],
    () =>
      client
        .get<{ data: CountDetail[] }>(`${resourcePath(inventoryLogsResource, id!)}/details`)
        .then((view) => view.data),
  );
  return { ...answer, data: count, details };
}

export interface Receipt {
  inventory_id: number;
  received_on: string;
  quantity: number | null;
  unit_cost: number | null;
  vendor_id: number | null;
  reference: string;
}

/** `POST /api/jf-stock-receipts`: posts the purchase movement. */
export async function receiveStock(client: ApiClient, receipt: Receipt, idempotencyKey: string) {
  const body = {
    ...receipt,
    quantity: receipt.quantity ?? '',
    unit_cost: receipt.unit_cost ?? '',
    vendor_id: receipt.vendor_id ?? undefined,
  };
  await client.post(resourcePath(stockReceiptsResource), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** `POST /api/jf-inventory-logs/{id}/reconcile`, from the version the screen shows. */
export async function reconcile(
  client: ApiClient,
  count: Pick<StockCount, 'id' | 'version'>,
  input: { detail_id: number; counted: string; reason: string },
): Promise<StockCount> {
  const body = {
    detail_id: input.detail_id,
    counted: input.counted.trim(),
    reason: input.reason,
    version: count.version ?? undefined,
  };
  const path = actionPath(inventoryLogsResource, count.id, 'reconcile');
  return (await client.post<{ data: StockCount }>(path, body)).data;
}

/** `POST /api/jf-inventory-logs`: a count of the period that starts on `startsOn`. */
export async function createCount(
  client: ApiClient,
  input: { period: 'week' | 'month'; starts_on: string; notes: string },
  idempotencyKey: string,
): Promise<StockCount> {
  const answer = await client.post<{ data: StockCount }>(
    resourcePath(inventoryLogsResource),
    input,
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
  return answer.data;
}
