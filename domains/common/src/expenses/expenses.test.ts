import { describe, expect, it } from 'vitest';
import { defineExpenses } from './defineExpenses';
import { expenseReportTables } from './expenseReport';

const jf = defineExpenses({
  prefix: 'jf',
  brand: 2,
  access: 'access_expenses',
  manage: 'manage_expenses',
});

describe('defineExpenses', () => {
  it('names the table, API, routes and report from the prefix', () => {
    expect(jf.resource).toMatchObject({ name: 'jf_expenses', segment: 'jf-expenses', brands: [2] });
    expect(jf.routes).toEqual({
      list: 'jf-expenses',
      create: 'new-jf-expense',
      detail: 'view-jf-expense',
      edit: 'edit-jf-expense',
      pay: 'pay-jf-expense',
      report: 'jf-expense-report',
    });
    expect(jf.report.name).toBe('jf-expense-report');
  });

  it('records and pays with the access permission, changes only with the manage one', () => {
    expect(jf.resource.permissions).toMatchObject({
      list: 'access_expenses',
      create: 'access_expenses',
      update: 'manage_expenses',
    });
    expect(jf.resource.offers).not.toContain('delete');
    expect(jf.resource.actions.pay).toMatchObject({
      from: ['unpaid'],
      to: 'paid',
      permission: 'access_expenses',
    });
  });
});

describe('the Expense Report tables', () => {
  it('total $125.00 paid and $600.00 unpaid by category and by vendor', () => {
    const [categories, vendors] = expenseReportTables({
      categories: [
        { category: 'Fuel', kind: 'variable', expenses: 1, paid: 12_500, unpaid: 0, total: 12_500 },
        { category: 'Rent', kind: 'fixed', expenses: 1, paid: 0, unpaid: 60_000, total: 60_000 },
      ],
      vendors: [
        { vendor: 'CityFuel', expenses: 1, paid: 12_500, unpaid: 0, total: 12_500 },
        { vendor: 'No vendor', expenses: 1, paid: 0, unpaid: 60_000, total: 60_000 },
      ],
    });
    const totals = { expenses: 2, paid: 12_500, unpaid: 60_000, total: 72_500 };
    expect(categories?.totals).toEqual({ category: 'Total', ...totals });
    expect(vendors?.totals).toEqual({ vendor: 'Total', ...totals });
  });
});
