import { defineResource, nameField } from '@backoffice/contract';
import type { ResourceRow } from '../../resources/lib/formValues';
import { sampleUser } from '../../testing/sampleUser';

/**
 * A farm stand's sales, for the stories and tests of bulk actions and undo: a state (completed or
 * voided), Void with a reason (reversible), Refund with lines (never in bulk), and delete.
 */
export const sampleSales = defineResource({
  name: 'sales',
  segment: 'sales',
  singular: 'sale',
  plural: 'sales',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    status: {
      type: 'enum',
      label: 'Status',
      options: ['completed', 'voided'],
      default: 'completed',
      readOnly: true,
      listed: true,
      filterable: true,
    },
  },
  permissions: {
    list: 'access_sales',
    view: 'access_sales',
    create: 'access_sales',
    delete: 'delete_sales',
  },
  screens: { path: '/sales' },
  stateField: 'status',
  actions: {
    void: {
      label: 'Void',
      from: ['completed'],
      to: 'voided',
      permission: 'void_sales',
      input: { reason: { type: 'text', label: 'Reason', rules: ['required', 'max:500'] } },
      wrongState: 'Only completed sales can be voided.',
      reversible: true,
    },
    refund: {
      label: 'Refund',
      from: ['completed'],
      permission: 'void_sales',
      lines: { label: 'Returned items', fields: { amount: { type: 'money', label: 'Amount' } } },
      wrongState: 'Only completed sales can be refunded.',
    },
  },
});

/** Sale #1 to #`count`: the first `voided` of them already voided, the rest completed. */
export function saleRows(count: number, voided = 0): ResourceRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Sale #${index + 1}`,
    status: index < voided ? 'voided' : 'completed',
    labels: {},
    version: 1,
    created_at: '2025-03-14T09:00:00.000Z',
    updated_at: '2025-03-14T09:00:00.000Z',
  }));
}

/** A cashier who may void and delete sales. */
export const salesClerk = {
  ...sampleUser,
  permissions: [...sampleUser.permissions, 'access_sales', 'void_sales', 'delete_sales'],
};
