import { BRAND, defineResource } from '@backoffice/contract';
import { dayField } from '../fields';

/**
 * Cash taken to the bank (`/jf-deposits`): its day, the account, the bank's reference, the slip,
 * and the cash it covers, one line per cash sale or cash invoice payment. Its amount is their
 * sum (computed: a sale counts its total less its refunds, a payment its amount). A voided or
 * fully refunded sale, a sale or payment not taken in cash, or one in another deposit cannot be
 * deposited; a sale or payment is in one deposit at most (unique indexes on
 * `jf_deposit_claims`, so two deposits saved at the same moment cannot both take it). There is
 * no create screen of its own: the list records a deposit from the undeposited cash.
 */
export const depositsResource = defineResource({
  name: 'jf_deposits',
  segment: 'jf-deposits',
  singular: 'deposit',
  plural: 'deposits',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'reference',
  // The spec has no /new route: a deposit is recorded from the list's dialog.
  routes: {
    list: 'jf-deposits',
    detail: 'view-jf-deposit',
    edit: 'edit-jf-deposit',
  },
  fields: {
    deposited_on: dayField(),
    account: {
      type: 'string',
      label: 'Account',
      rules: ['required', 'max:255'],
      listed: true,
      searchable: true,
    },
    reference: {
      type: 'string',
      label: 'Reference',
      rules: ['required', 'max:255'],
      listed: true,
      searchable: true,
      sortable: true,
    },
    slip: { type: 'file', label: 'Deposit slip', mimes: ['pdf', 'jpg', 'png'] },
    notes: { type: 'text', label: 'Notes' },
  },
  lines: {
    label: 'Cash deposited',
    table: 'jf_deposit_items',
    parentKey: 'deposit_id',
    min: 1,
    max: 500,
    fields: {
      /** A cash sale, or else... */
      sale_id: { type: 'number', label: 'Sale', rules: ['integer', 'min:1'] },
      /** ...a cash payment of an invoice (one of the two, never both). */
      invoice_payment_id: { type: 'number', label: 'Invoice payment', rules: ['integer', 'min:1'] },
      // Copied by the server at each save, for the record's page.
      taken_on: { type: 'date', label: 'Taken on', readOnly: true },
      description: { type: 'string', label: 'Description', readOnly: true },
      amount: { type: 'money', label: 'Amount', readOnly: true },
    },
  },
  computed: {
    amount: { type: 'money', label: 'Amount', listed: true, sortable: true, filterable: true },
    items: { type: 'number', label: 'Items', listed: true },
  },
  permissions: {
    list: 'access_deposits',
    view: 'access_deposits',
    create: 'access_deposits',
    update: 'access_deposits',
  },
  defaultSort: { field: 'deposited_on', direction: 'desc' },
  listTotals: ['amount'],
});
