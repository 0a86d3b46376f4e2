/**
 * Stock received (`jf_stock_receipts`): each receipt is one `purchase` movement of its item on
 * its day, posted again when the receipt changes and removed with it.
 */
import type { ResourceHooks } from '@backoffice/server-kit';
import { postMovements, removeMovements } from './movements';

export const stockReceiptsHooks: ResourceHooks = {
  afterSave: async ({ db, brandId, userId, recordId, values }) => {
    await removeMovements(db, 'purchase', recordId);
    await postMovements(db, brandId, userId, [
      {
        inventoryId: Number(values.inventory_id),
        movedOn: String(values.received_on).slice(0, 10),
        quantity: Number(values.quantity),
        source: 'purchase',
        sourceId: recordId,
        note: (values.reference as string | null) || null,
      },
    ]);
  },
  beforeDelete: async ({ db, recordId }) => removeMovements(db, 'purchase', recordId),
};
