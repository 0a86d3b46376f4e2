/** The route names of one brand's expense screens, as the spec's table names them. */
export interface ExpenseRoutes {
  list: string;
  create: string;
  detail: string;
  edit: string;
  pay: string;
  report: string;
}

/** The route names of the brand whose prefix this is: `jf` makes `jf-expenses`, `pay-jf-expense`. */
export function expenseRoutes(prefix: string): ExpenseRoutes {
  return {
    list: `${prefix}-expenses`,
    create: `new-${prefix}-expense`,
    detail: `view-${prefix}-expense`,
    edit: `edit-${prefix}-expense`,
    pay: `pay-${prefix}-expense`,
    report: `${prefix}-expense-report`,
  };
}
