import { BRAND, defineResource } from '@backoffice/contract';

export const INVOICE_TYPES = ['invoice', 'estimate'] as const;
/** An invoice's states, then an estimate's: one state field, two diagrams (see the README). */
export const INVOICE_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'void',
  'open',
  'converted',
  'declined',
] as const;
export const INVOICE_PAYMENT_METHODS = [
  'cash',
  'card',
  'bank_transfer',
  'mobile_money',
  'cheque',
] as const;

const ESTIMATE_NO_PAYMENT = 'An estimate cannot take payments; convert it to an invoice first.';

/**
 * An invoice or an estimate of the farm to one of the brand's customers, numbered by the server
 * per brand and type without gaps (`INV-000123`, `EST-000045`). Its lines are free text, or a
 * sale item whose price and cost are copied when no price is given. An invoice takes payments
 * (never above its balance) and is voided only while nothing is paid; an estimate is converted
 * into a new invoice that links back to it, or declined. Nothing is ever deleted.
 *
 *   invoice:  unpaid --payment--> partially_paid --payment--> paid   (or unpaid --payment--> paid)
 *             unpaid --void--> void
 *   estimate: open --convert--> converted (a new invoice, unpaid)
 *             open --decline--> declined
 */
export const invoicesResource = defineResource({
  name: 'jf_invoices',
  segment: 'jf-invoices',
  singular: 'invoice',
  plural: 'invoices',
  scope: 'brand',
  brands: [BRAND.poultry],
  titleField: 'number',
  routes: { list: 'jf-invoices', create: 'new-jf-invoice', detail: 'view-jf-invoice' },
  fields: {
    type: {
      type: 'enum',
      label: 'Type',
      options: INVOICE_TYPES,
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    /** Set by the server at create: `INV-000001`, `EST-000001`. */
    number: {
      type: 'string',
      label: 'Number',
      readOnly: true,
      listed: true,
      searchable: true,
      sortable: true,
    },
    customer_id: {
      type: 'reference',
      label: 'Customer',
      resource: 'customers',
      rules: ['required'],
      listed: true,
      filterable: true,
    },
    issued_on: {
      type: 'date',
      label: 'Issued on',
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    /**
     * Required for an invoice, optional for an estimate; never before `issued_on` (the server's
     * hooks say both, with Laravel's `required_if` and `after_or_equal` sentences).
     */
    due_on: {
      type: 'date',
      label: 'Due on',
      listed: true,
      sortable: true,
      filterable: true,
    },
    notes: { type: 'text', label: 'Notes', rules: ['max:5000'] },
    status: {
      type: 'enum',
      label: 'Status',
      options: INVOICE_STATUSES,
      rules: ['required'],
      default: 'unpaid',
      readOnly: true,
      listed: true,
      filterable: true,
    },
    void_reason: { type: 'text', label: 'Void reason', readOnly: true },
    /** On an invoice made from an estimate: the estimate's id. */
    converted_from_id: {
      type: 'number',
      label: 'Converted from',
      rules: ['integer'],
      readOnly: true,
    },
    /** On a converted estimate: the invoice's id. */
    converted_to_id: {
      type: 'number',
      label: 'Converted to',
      rules: ['integer'],
      readOnly: true,
    },
  },
  lines: {
    label: 'Lines',
    table: 'jf_invoice_lines',
    parentKey: 'invoice_id',
    min: 1,
    max: 100,
    fields: {
      description: { type: 'string', label: 'Description', rules: ['required'] },
      sale_item_id: { type: 'reference', label: 'Item', resource: 'jf_sale_items' },
      quantity: { type: 'number', label: 'Quantity', rules: ['required', 'integer', 'min:1'] },
      /** Required without an item; with one, its current price when left out. */
      unit_price: { type: 'money', label: 'Unit price', rules: ['min:0'] },
      /** The item's cost when the line was written (0 without an item): the P&L's cost of goods. */
      unit_cost: { type: 'money', label: 'Unit cost', readOnly: true },
    },
  },
  computed: {
    total: { type: 'money', label: 'Total', listed: true, sortable: true, filterable: true },
    paid: { type: 'money', label: 'Paid', listed: true, sortable: true },
    balance: { type: 'money', label: 'Balance', listed: true, sortable: true, filterable: true },
    /** 1 when past `due_on` (today, in SQL) with a balance on an invoice that is not void; else 0. */
    overdue: { type: 'number', label: 'Overdue', listed: true, filterable: true },
  },
  // No delete: a document is voided (an invoice) or declined (an estimate), never deleted.
  permissions: {
    list: 'access_invoices',
    view: 'access_invoices',
    create: 'access_invoices',
    update: 'access_invoices',
  },
  stateField: 'status',
  actions: {
    payments: {
      label: 'Record payment',
      from: ['unpaid', 'partially_paid'],
      permission: 'access_invoices',
      input: {
        paid_on: { type: 'date', label: 'Paid on', rules: ['required', 'before_or_equal:today'] },
        amount: { type: 'money', label: 'Amount', rules: ['required', 'min:1'] },
        method: {
          type: 'enum',
          label: 'Method',
          options: INVOICE_PAYMENT_METHODS,
          rules: ['required'],
        },
        reference: { type: 'string', label: 'Reference', rules: ['max:255'] },
      },
      confirm: 'Record this payment?',
      wrongState: 'Only unpaid or partly paid invoices can take payments.',
      // A payment the invoice cannot take is refused like one above the balance: 422.
      wrongStateStatus: 422,
      stateMessages: {
        paid: 'This invoice is paid in full.',
        void: 'A void invoice cannot take payments.',
        open: ESTIMATE_NO_PAYMENT,
        converted: ESTIMATE_NO_PAYMENT,
        declined: ESTIMATE_NO_PAYMENT,
      },
    },
    void: {
      label: 'Void',
      from: ['unpaid'],
      to: 'void',
      permission: 'access_invoices',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:1000'] } },
      confirm: 'Void this invoice? It will count nowhere and take no payments.',
      wrongState: 'Only unpaid invoices can be voided.',
      stateMessages: {
        partially_paid: 'An invoice with payments cannot be voided.',
        paid: 'An invoice with payments cannot be voided.',
        void: 'This invoice is already void.',
        open: 'An estimate cannot be voided; decline it instead.',
        converted: 'An estimate cannot be voided; decline it instead.',
        declined: 'An estimate cannot be voided; decline it instead.',
      },
    },
    convert: {
      label: 'Convert to invoice',
      from: ['open'],
      permission: 'access_invoices',
      input: {
        issued_on: { type: 'date', label: 'Issued on' },
        due_on: { type: 'date', label: 'Due on' },
      },
      confirm: 'Make an invoice from this estimate?',
      wrongState: 'Only open estimates can be converted.',
    },
    decline: {
      label: 'Decline',
      from: ['open'],
      to: 'declined',
      permission: 'access_invoices',
      confirm: 'Mark this estimate as declined?',
      wrongState: 'Only open estimates can be declined.',
      reversible: true,
    },
  },
  defaultSort: { field: 'issued_on', direction: 'desc' },
});
