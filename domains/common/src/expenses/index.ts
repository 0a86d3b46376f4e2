export * from './defineExpenses';
export * from './expenseReport';
