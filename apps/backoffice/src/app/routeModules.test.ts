import { ROUTES, type RouteName } from '@backoffice/access';
import { expenseScreens } from '@backoffice/common/app';
import { describe, expect, it } from 'vitest';
import { genericScreen } from '../config/loadRegistry';
import { APP_ROUTES } from '../config/routes';
import { GENERIC_SCREENS } from '../testing/everyBrandScreens';
import { HAND_WRITTEN_SCREENS, SCREENS } from './routeModules';

/** A route has a real screen: a hand-written one, or a generic one drawn from the registry. */
const hasScreen = (name: string) =>
  typeof HAND_WRITTEN_SCREENS[name as RouteName] === 'function' ||
  typeof GENERIC_SCREENS[name as RouteName] === 'function';

const EXPENSES = /^(new-|view-|pay-|edit-)?(jf|jfd|evd)-expenses?$/;
const EXPENSE_REPORTS = ['jf-expense-report', 'jfd-expense-report', 'evd-expense-report'];

describe('the route modules', () => {
  it('give every route of the app a loader, and a route with no screen a clear failure', async () => {
    expect(APP_ROUTES.filter((route) => typeof SCREENS[route.name] !== 'function')).toEqual([]);
    await expect(genericScreen('no-such-route' as RouteName)()).rejects.toThrow(
      'The route no-such-route has no screen.',
    );
  });

  it('give every route of the table a real screen', () => {
    const missing = APP_ROUTES.filter((route) => !hasScreen(route.name)).map((route) => route.name);
    expect(missing).toEqual([]);
  });

  it('include the routes built last: the charity projects wizard, human resources, balances', () => {
    const names = ROUTES.map((route) => route.name);
    const latest = [
      'projects',
      'new-project',
      'view-project',
      'project-members',
      'project-package',
      'project-beneficiary',
      'project-fulfillment',
      'human-resources',
      'ding-account-balances',
      'profile-employee-info',
    ] as const;
    expect(names).toEqual(expect.arrayContaining([...latest]));
    for (const name of latest) expect(hasScreen(name), name).toBe(true);
  });

  it('give every route of the farm (brand 2), its livestock and every expense screen a real screen', () => {
    const farm = ROUTES.filter(
      (route) =>
        route.brand === 2 || EXPENSES.test(route.name) || EXPENSE_REPORTS.includes(route.name),
    ).map((route) => route.name);
    expect(farm).toEqual(
      expect.arrayContaining([
        'livestock',
        'edit-feed-type',
        'reconcile-jf-inventory-log',
        'view-jf-deposit',
        'pay-jf-expense',
        'pay-jfd-expense',
        'edit-evd-expense',
        'egg-collection-report',
        'jfd-expense-report',
      ]),
    );
    const missing = farm.filter((name) => !hasScreen(name));
    expect(missing).toEqual([]);
  });

  it('give every route of the delivery brand (8) and its reports a real screen', () => {
    const delivery = ROUTES.filter(
      (route) => route.brand === 8 || ['jfd-order-report', 'dlv-order-report'].includes(route.name),
    ).map((route) => route.name);
    expect(delivery).toEqual(
      expect.arrayContaining([
        'jfd-orders',
        'view-fulfillment',
        'view-delivery',
        'view-pickup',
        'upload-jfd-products',
        'dlv-courier-request-history',
        'dlv-app-status',
        'jfd-order-report',
        'dlv-order-report',
      ]),
    );
    const missing = delivery.filter((name) => !hasScreen(name));
    expect(missing).toEqual([]);
  });

  it('give every route of the marketplace (brand 9) and its reports a real screen', () => {
    const marketplace = ROUTES.filter(
      (route) =>
        route.brand === 9 || ['evd-order-report', 'evd-expense-report'].includes(route.name),
    ).map((route) => route.name);
    expect(marketplace).toEqual(
      expect.arrayContaining([
        'evd-statistics',
        'view-store',
        'store-product-variant',
        'store-review',
        'product-approvals',
        'view-customer-reviews',
        'evd-leads-dashboard',
        'edit-evd-policy-page',
        'evd-order-report',
      ]),
    );
    const missing = marketplace.filter((name) => !hasScreen(name));
    expect(missing).toEqual([]);
  });

  it("load each brand's expense screens with that brand's expenses, and refuse another's", async () => {
    for (const name of ['jf-expenses', 'pay-jfd-expense', 'evd-expenses'] as const) {
      const loaded = await HAND_WRITTEN_SCREENS[name]!();
      expect(loaded.Component, name).toBeTypeOf('function');
    }
    const crossed = expenseScreens('jf', () =>
      import('@backoffice/delivery').then((m) => m.jfdExpenses),
    );
    await expect(crossed['jf-expenses']!()).rejects.toThrow(
      'The expenses loaded for "jf" are those of "jfd".',
    );
  });
});
