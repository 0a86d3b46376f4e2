import { describe, expect, it } from 'vitest';
import { matchRoute } from './match';
import { reportTilesFor } from './reports';

describe('reportTilesFor', () => {
  it('gives brand 2 its six tiles in the spec order', () => {
    expect(reportTilesFor(2)).toEqual([
      {
        label: 'Sales Report',
        routeName: 'jf-sale-report',
        path: '/reports/jf-sale-report',
        permission: 'generate_reports',
      },
      {
        label: 'Egg Collection Report',
        routeName: 'egg-collection-report',
        path: '/reports/egg-collection-report',
        permission: 'generate_reports',
      },
      {
        label: 'Feeding Report',
        routeName: 'layer-feeding-report',
        path: '/reports/layer-feeding-report',
        permission: 'generate_reports',
      },
      {
        label: 'Deposit Report',
        routeName: 'jf-deposit-report',
        path: '/reports/jf-deposit-report',
        permission: 'generate_reports',
      },
      {
        label: 'Expense Report',
        routeName: 'jf-expense-report',
        path: '/reports/jf-expense-report',
        permission: 'generate_reports',
      },
      {
        label: 'PNL Report',
        routeName: 'jf-pnl-report',
        path: '/reports/jf-pnl-report',
        permission: 'generate_reports',
      },
    ]);
  });

  it('gives brand 8 its Order Report', () => {
    expect(reportTilesFor(8)).toEqual([
      {
        label: 'Order Report',
        routeName: 'jfd-order-report',
        path: '/reports/jfd-order-report',
        permission: 'generate_reports',
      },
    ]);
  });

  it.each([1, 3, 4, 5, 6, 7, 9, null, undefined])('gives brand %s no tiles', (brand) => {
    expect(reportTilesFor(brand)).toEqual([]);
  });

  it('points every tile at a report route of its own brand', () => {
    for (const brand of [2, 8]) {
      for (const tile of reportTilesFor(brand)) {
        const match = matchRoute(tile.path);
        expect(match?.route.name).toBe(tile.routeName);
        expect(match?.route.brand).toBe(brand);
      }
    }
  });
});
