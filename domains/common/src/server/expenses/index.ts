export * from './expenseReportServer';
export * from './expensesServer';
export * from './seedExpenses';
