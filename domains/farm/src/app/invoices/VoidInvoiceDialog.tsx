import { useApiClient } from '@backoffice/api-client';
import { invoicesResource } from '../../resources/invoices';
import { VoidDialog } from '../shared/VoidDialog';
import { documentName } from './invoiceLabels';
import { canBeVoided } from './invoiceMoney';
import { voidInvoice } from './invoicesApi';
import type { InvoiceActionDialogProps } from './RecordPaymentDialog';

/**
 * Voids an invoice while nothing is paid on it: it then counts nowhere and takes no payments.
 */
export function VoidInvoiceDialog({ invoice, onClose, onChanged }: InvoiceActionDialogProps) {
  const client = useApiClient();
  return (
    <VoidDialog
      name={documentName(invoice)}
      noun="invoice"
      action={invoicesResource.actions.void!}
      state={invoice.status}
      runs={canBeVoided(invoice)}
      send={(reason) => voidInvoice(client, invoice, reason)}
      onChanged={onChanged}
      onClose={onClose}
    />
  );
}
