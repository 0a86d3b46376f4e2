import { resourceRouteSet } from '@backoffice/access';
import { describe, expect, it } from 'vitest';
import { REPORTS, RESOURCES } from '../../config/registry';
import { appRouteByName } from '../../config/routes';
import { GENERIC_SCREENS, SCREENS_BY_BRAND } from '../../testing/everyBrandScreens';

describe('the resource screens', () => {
  it('give every route of every registry resource a screen', () => {
    const withoutRouteSet: string[] = [];
    for (const resource of RESOURCES) {
      const routes = resourceRouteSet(resource, appRouteByName);
      if (routes === null) {
        withoutRouteSet.push(resource.name);
        continue;
      }
      const names = [
        routes!.list,
        ...(routes!.create ? [routes!.create] : []),
        ...(routes!.edit ? [routes!.edit] : []),
        ...(routes!.detail ? [routes!.detail] : []),
        ...Object.values(routes!.sections ?? {}),
      ];
      for (const name of names) {
        expect(appRouteByName(name), name).toBeDefined();
        expect(GENERIC_SCREENS[name], name).toBeTypeOf('function');
      }
    }
    // The marketplace's records shown only inside its own screens: a store's members (its modify
    // page), variants (the product's form and the variant page), invoices (billing), an order's
    // store parts (the order page), refunds, payable runs and reviews (their boards); and the
    // company's prepaid top-up accounts, kept on their balances page.
    expect(withoutRouteSet.sort()).toEqual([
      'ding_accounts',
      'evd_payable_runs',
      'evd_product_reviews',
      'evd_product_variants',
      'evd_refunds',
      'evd_service_reviews',
      'evd_store_invoices',
      'evd_store_members',
      'evd_store_orders',
    ]);
  });

  it('serve a definition-only entity on the spec route it is named by', async () => {
    const list = GENERIC_SCREENS['package-item-types'];
    const edit = GENERIC_SCREENS['edit-beneficiary-category'];
    expect(list).toBeTypeOf('function');
    expect(edit).toBeTypeOf('function');
    const loaded = await list!();
    expect(loaded.Component).toBeTypeOf('function');
    // The same screen answers each visit, so the router keeps it mounted.
    expect((await list!()).Component).toBe(loaded.Component);
  });
});

describe('the registry file of each brand', () => {
  it('holds each generic screen in the file its page loads: its brand file, or the common one', () => {
    const misplaced = Object.keys(GENERIC_SCREENS).filter((name) => {
      const brand = appRouteByName(name)?.brand;
      const file = SCREENS_BY_BRAND[brand ?? 'common'];
      return typeof file?.screens[name as keyof typeof file.screens] !== 'function';
    });
    expect(misplaced).toEqual([]);
  });

  it('gives each brand the common resources and its own, and none of another brand', () => {
    const names = (brand: keyof typeof SCREENS_BY_BRAND) =>
      SCREENS_BY_BRAND[brand]!.registry.resources.map((resource) => resource.name);
    const common = names('common');
    expect(common).toEqual(expect.arrayContaining(['customers', 'vendors']));
    expect(names(2)).toEqual(expect.arrayContaining([...common, 'jf_sales', 'jf_invoices']));
    expect(names(2)).not.toContain('evd_orders');
    expect(names(9)).toEqual(expect.arrayContaining([...common, 'evd_orders']));
    expect(names(9)).not.toContain('jf_sales');
    const everyBrand = new Set(
      Object.values(SCREENS_BY_BRAND).flatMap((file) => file.registry.resources.map((r) => r.name)),
    );
    expect([...everyBrand].sort()).toEqual(RESOURCES.map((resource) => resource.name).sort());
  });
});

describe('GENERIC_SCREENS', () => {
  it('covers the routes of the registry resources, human resources, settings and the reports, and no other', () => {
    const expected = RESOURCES.flatMap((resource) => {
      const routes = resourceRouteSet(resource, appRouteByName);
      return routes
        ? [
            routes.list,
            routes.create,
            routes.edit,
            routes.detail,
            ...Object.values(routes.sections ?? {}),
          ]
        : [];
    }).filter((name) => name !== undefined);
    // A one-record setting (the delivery app's status) is listed and edited on one route.
    expect(Object.keys(GENERIC_SCREENS).sort()).toEqual(
      [
        ...new Set([
          ...expected,
          'human-resources',
          'settings',
          ...REPORTS.map((report) => report.name),
        ]),
      ].sort(),
    );
    expect(Object.keys(GENERIC_SCREENS)).toEqual(
      expect.arrayContaining(['jf-sale-items', 'vendors', 'jf-expense-report']),
    );
  });
});
