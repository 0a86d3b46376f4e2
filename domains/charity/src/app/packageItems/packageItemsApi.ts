/** The calls of the package item screen beyond the resource hooks: movements and purchases. */
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import { runAction, useRecord } from '@backoffice/app-kit/resources';
import { resourcePath } from '@backoffice/contract';
import useSWR from 'swr';
import { packageItemsResource } from '../../resources/packageItems';
import type { PackageItemMovements } from '../../resources/stock';
import type { PackageItem } from './packageItemTypes';

/** A package item with its latest movements, read again whenever its version moves. */
export function usePackageItem(id: number | null) {
  const client = useApiClient();
  const answer = useRecord(packageItemsResource, id);
  const item = answer.data as PackageItem | undefined;
  const movements = useSWR(
    id === null || !item ? null : [packageItemsResource.segment, id, 'movements', item.version],
    () =>
      client
        .get<{ data: PackageItemMovements }>(`${resourcePath(packageItemsResource, id!)}/movements`)
        .then((view) => view.data),
  );
  return { ...answer, data: item, movements };
}

export interface PurchaseInput {
  quantity: number | null;
  unit_cost: number | null;
  purchased_on: string;
  supplier: string;
  reference: string;
}

/** `POST /api/package-items/{id}/purchase`: posts the purchase movement. */
export async function recordPurchase(
  client: ApiClient,
  item: Pick<PackageItem, 'id' | 'version'>,
  input: PurchaseInput,
): Promise<PackageItem> {
  return (await runAction(client, packageItemsResource, item, 'purchase', {
    quantity: input.quantity ?? '',
    unit_cost: input.unit_cost ?? '',
    purchased_on: input.purchased_on,
    supplier: input.supplier,
    reference: input.reference,
  })) as PackageItem;
}
