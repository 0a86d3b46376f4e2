import { type ResourceRow, useRecordAction } from '@backoffice/app-kit/resources';
import { salesResource } from '../../resources/sales';
import { VoidDialog } from '../shared/VoidDialog';
import { saleNumber } from './saleLabels';
import { canBeVoided } from './saleMoney';
import type { Sale } from './saleTypes';

export interface SaleActionDialogProps {
  sale: Sale;
  /** Closes the dialog: the screen stops rendering it. */
  onClose: () => void;
  /** The sale as the server answers it after the action, or after refusing it with a 409. */
  onChanged: (sale: Sale | null) => void;
}

/**
 * Voids a completed sale: it then counts nowhere. The void runs as every action of a record
 * does (`useRecordAction`): from the version shown, the sale and its lists fetched again, and
 * a toast offering Undo while the server can undo it (the sale completed again, its stock
 * taken again); a 409 reads the sale again.
 */
export function VoidSaleDialog({ sale, onClose }: Omit<SaleActionDialogProps, 'onChanged'>) {
  const act = useRecordAction(salesResource, sale as unknown as ResourceRow);
  const action = salesResource.actions.void!;
  return (
    <VoidDialog
      name={saleNumber(sale.id)}
      noun="sale"
      action={action}
      state={sale.status}
      runs={canBeVoided(sale)}
      run={(reason) =>
        act('void', action, { reason }, { message: `${saleNumber(sale.id)} voided.` })
      }
      onClose={onClose}
    />
  );
}
