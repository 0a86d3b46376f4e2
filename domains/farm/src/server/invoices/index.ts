import type { ResourceHooks } from '@backoffice/server-kit';
import { INVOICE_COMPUTED } from './computed';
import { convertEstimate } from './convertEstimate';
import { printInvoice } from './invoicePdf';
import { paymentsView, recordPayment } from './payments';
import { voidInvoice } from './voidInvoice';
import { createInvoice, updateInvoice } from './writeInvoice';

export { INVOICE_TABLES } from './tables';

/**
 * The server side of `jf_invoices`: numbering and line prices on create, the rules of a change,
 * its payments, void, convert and decline, its totals in SQL, its payments' list and its PDF.
 */
export const invoicesHooks: ResourceHooks = {
  beforeCreate: createInvoice,
  beforeUpdate: updateInvoice,
  actions: { payments: recordPayment, void: voidInvoice, convert: convertEstimate },
  computed: INVOICE_COMPUTED,
  views: { payments: paymentsView, print: printInvoice },
};
