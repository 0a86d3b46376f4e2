import { useRouteHandle } from '@backoffice/app-kit';
import type { Expenses } from '../../expenses/defineExpenses';

/** Each brand's expenses by the names of their hand-written routes (list and pay). */
const BY_ROUTE = new Map<string, Expenses>();

/** Makes a brand's expenses known to the shared screens, by its route names. */
export function registerExpenses(expenses: Expenses): void {
  BY_ROUTE.set(expenses.routes.list, expenses);
  BY_ROUTE.set(expenses.routes.pay, expenses);
}

/**
 * The expenses of the route on show: the shared screens are one component each for every brand,
 * so the router keeps them mounted, and read their brand's instance from the route's name.
 */
export function useCurrentExpenses(): Expenses {
  const name = useRouteHandle()?.name ?? '';
  const expenses = BY_ROUTE.get(name);
  if (!expenses) throw new Error(`No expenses are registered for the route "${name}".`);
  return expenses;
}
