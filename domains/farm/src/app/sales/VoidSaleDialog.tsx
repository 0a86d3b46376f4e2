import { useApiClient } from '@backoffice/api-client';
import { salesResource } from '../../resources/sales';
import { VoidDialog } from '../shared/VoidDialog';
import { saleNumber } from './saleLabels';
import { canBeVoided } from './saleMoney';
import { voidSale } from './salesApi';
import type { Sale } from './saleTypes';

export interface SaleActionDialogProps {
  sale: Sale;
  /** Closes the dialog: the screen stops rendering it. */
  onClose: () => void;
  /** The sale as the server answers it after the action, or after refusing it with a 409. */
  onChanged: (sale: Sale | null) => void;
}

/** Voids a completed sale: it then counts nowhere. */
export function VoidSaleDialog({ sale, onClose, onChanged }: SaleActionDialogProps) {
  const client = useApiClient();
  return (
    <VoidDialog
      name={saleNumber(sale.id)}
      noun="sale"
      action={salesResource.actions.void!}
      state={sale.status}
      runs={canBeVoided(sale)}
      send={(reason) => voidSale(client, sale, reason)}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}
