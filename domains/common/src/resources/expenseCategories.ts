import { defineResource, everyAction, nameField } from '@backoffice/contract';

/** Variable expenses move with sales; fixed ones do not. The profit and loss statement splits them. */
export const EXPENSE_KINDS = ['variable', 'fixed'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export const expenseCategoriesResource = defineResource({
  name: 'expense_categories',
  segment: 'expense-categories',
  singular: 'expense category',
  plural: 'expense categories',
  scope: 'brand',
  titleField: 'name',
  fields: {
    name: nameField(),
    kind: {
      type: 'enum',
      label: 'Kind',
      options: EXPENSE_KINDS,
      rules: ['required'],
      listed: true,
      sortable: true,
      filterable: true,
    },
    description: { type: 'text', label: 'Description', searchable: true },
  },
  permissions: everyAction('manage_expense_categories'),
  // Whoever records a brand's expenses picks their category (lists and views, never changes).
  readers: ['access_expenses', 'access_jfd_expenses', 'access_evd_expenses'],
  defaultSort: { field: 'name', direction: 'asc' },
});
