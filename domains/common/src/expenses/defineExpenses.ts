/**
 * The expenses module shared by the brands that keep expenses (the farm 2, delivery 8 and the
 * marketplace 9): one factory makes, from a brand's prefix, its resource definition (fields,
 * rules, permissions, the `pay` action, the computed `overdue`), its route names and its Expense
 * Report. Each brand's domain holds its own instance (`jf` in the farm's cash area, `jfd` in
 * delivery, `evd` in the marketplace); the server side (`expensesServer`) and the screens
 * (`expenseScreens`) are made from the same instance.
 *
 *   unpaid --pay (paid on, method, reference)--> paid
 *
 * An unpaid expense is overdue once its due date is before the brand's today. A paid expense is
 * changed only by those holding the brand's manage permission (the edit screen); every change, and
 * the payment with its input, is audited by the resource machinery.
 */
import { defineReport, defineResource } from '@backoffice/contract';
import { type ExpenseReportData, expenseReportSchema, expenseReportTables } from './expenseReport';
import { type ExpenseRoutes, expenseRoutes } from './expenseRoutes';

export const EXPENSE_STATUSES = ['unpaid', 'paid'] as const;
export const EXPENSE_PAYMENT_METHODS = [
  'bank_transfer',
  'cash',
  'card',
  'cheque',
  'mobile_money',
] as const;

/** What makes one brand's expenses. */
export interface ExpensesInput {
  /** The brand's prefix in the spec's route table: `jf` makes `/jf-expenses`, `jf_expenses`. */
  prefix: string;
  brand: number;
  /** The permission to list, see, record and pay: `access_expenses`. */
  access: string;
  /** The permission to change a recorded expense (the edit screen): `manage_expenses`. */
  manage: string;
}

function expenseResource(input: ExpensesInput, routes: ExpenseRoutes) {
  return defineResource({
    name: `${input.prefix}_expenses`,
    segment: `${input.prefix}-expenses`,
    singular: 'expense',
    plural: 'expenses',
    scope: 'brand',
    brands: [input.brand],
    titleField: 'description',
    routes: { list: routes.list, create: routes.create, detail: routes.detail, edit: routes.edit },
    fields: {
      spent_on: {
        type: 'date',
        label: 'Day',
        rules: ['required'],
        listed: true,
        sortable: true,
        filterable: true,
      },
      vendor_id: {
        type: 'reference',
        label: 'Vendor',
        resource: 'vendors',
        listed: true,
        filterable: true,
      },
      expense_category_id: {
        type: 'reference',
        label: 'Category',
        resource: 'expense_categories',
        rules: ['required'],
        listed: true,
        filterable: true,
      },
      description: {
        type: 'string',
        label: 'Description',
        rules: ['required', 'max:255'],
        listed: true,
        searchable: true,
      },
      amount: {
        type: 'money',
        label: 'Amount',
        rules: ['required', 'min:1'],
        listed: true,
        sortable: true,
        filterable: true,
      },
      due_on: { type: 'date', label: 'Due date', listed: true, sortable: true, filterable: true },
      receipt: { type: 'file', label: 'Receipt', mimes: ['pdf', 'jpg', 'png'] },
      status: {
        type: 'enum',
        label: 'Status',
        options: EXPENSE_STATUSES,
        rules: ['required'],
        default: 'unpaid',
        readOnly: true,
        listed: true,
        filterable: true,
      },
      paid_on: { type: 'date', label: 'Paid on', readOnly: true, sortable: true },
      payment_method: {
        type: 'enum',
        label: 'Payment method',
        options: EXPENSE_PAYMENT_METHODS,
        readOnly: true,
      },
      payment_reference: { type: 'string', label: 'Payment reference', readOnly: true },
    },
    computed: {
      /** 1 while unpaid past its due date (UTC today), else 0: `?filter[overdue]=1`. */
      overdue: { type: 'number', label: 'Overdue', listed: true, sortable: true, filterable: true },
    },
    // Anyone with the access permission records and pays; a recorded expense is changed only by
    // the manage permission. Expenses are never deleted (the spec has no such route).
    permissions: {
      list: input.access,
      view: input.access,
      create: input.access,
      update: input.manage,
    },
    stateField: 'status',
    actions: {
      pay: {
        label: 'Pay',
        from: ['unpaid'],
        to: 'paid',
        permission: input.access,
        input: {
          paid_on: { type: 'date', label: 'Paid on', rules: ['required'] },
          method: {
            type: 'enum',
            label: 'Method',
            options: EXPENSE_PAYMENT_METHODS,
            rules: ['required'],
          },
          reference: { type: 'string', label: 'Reference', rules: ['max:255'] },
        },
        confirm: 'Mark this expense as paid?',
        wrongState: 'Only unpaid expenses can be paid.',
        stateMessages: { paid: 'This expense is already paid.' },
      },
    },
    defaultSort: { field: 'spent_on', direction: 'desc' },
    listTotals: ['amount'],
  });
}

/** One brand's expenses: its definition, route names and report. */
export function defineExpenses(input: ExpensesInput) {
  const routes = expenseRoutes(input.prefix);
  return {
    ...input,
    routes,
    resource: expenseResource(input, routes),
    report: defineReport<ExpenseReportData>({
      name: routes.report,
      title: 'Expense Report',
      description: 'expenses of the period by category and by vendor, paid and unpaid, with totals',
      brands: [input.brand],
      permission: 'generate_reports',
      schema: expenseReportSchema,
      tables: expenseReportTables,
    }),
  };
}

export type Expenses = ReturnType<typeof defineExpenses>;
