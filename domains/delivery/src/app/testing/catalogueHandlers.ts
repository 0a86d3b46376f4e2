/**
 * MSW handlers answering the catalogue screens as the server does: the session, the shelves,
 * and the products' import (a preview of the sample file, then the valid rows imported).
 */

import type { ResourceRow } from '@backoffice/app-kit/resources';
import { freshEachStory, resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import { buildPaginator, type ImportPreview, type User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import {
  dlvAppStatusResource,
  jfdCategoriesResource,
  jfdCustomersResource,
  jfdDriversResource,
  jfdProductsResource,
  jfdVehiclesResource,
  jfdZonesResource,
} from '../../resources/catalogue';
import { ordersResource } from '../../resources/orders';
import {
  amirasOrders,
  appStatusOpen,
  badFilePreview,
  catalogueAdmin,
  categories,
  customers,
  driverRows,
  driverUsers,
  products,
  vehicles,
} from './catalogueFixtures';

export interface ImportHandlerOptions {
  user?: User;
  preview?: ImportPreview;
}

export function productImportHandlers({
  user = catalogueAdmin,
  preview = badFilePreview,
}: ImportHandlerOptions = {}) {
  return [
    ...sessionHandlers(user),
    ...resourceHandlers(jfdCategoriesResource, categories),
    // Before the products' own handlers, whose `POST /{id}` would take `/import`.
    http.post('*/api/jfd-products/import', ({ request }) => {
      const mode = new URL(request.url).searchParams.get('mode') ?? 'preview';
      if (mode === 'preview') return HttpResponse.json({ data: preview });
      if (mode === 'all' && preview.invalid > 0) {
        return HttpResponse.json(
          {
            message: 'The name field is required.',
            errors: { 'rows.3.name': ['The name field is required.'] },
          },
          { status: 422 },
        );
      }
      const imported = mode === 'all' ? preview.total : preview.valid;
      return HttpResponse.json({
        data: { imported, skipped: preview.total - imported, total: preview.total },
      });
    }),
    ...resourceHandlers(jfdProductsResource, products),
  ];
}

/** The drivers' screen: the drivers, the vehicles, the brand's Driver users, a create as the server's hook checks it. */
function driverHandlersForOneStory(
  user: User = catalogueAdmin,
  rows: ResourceRow[] = driverRows.map((one) => ({ ...one })),
) {
  return [
    ...sessionHandlers(user),
    http.get('*/api/staff', () => HttpResponse.json({ data: driverUsers })),
    http.post('*/api/jfd-drivers', async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      const userId = Number(body.user_id);
      if (rows.some((one) => one.user_id === userId)) {
        return invalid({ user_id: ['The user has already been taken.'] });
      }
      const member = driverUsers.find((one) => one.id === userId);
      const created = {
        id: 50,
        ...body,
        user_id: userId,
        name: member?.name ?? '',
        vehicle_id: body.vehicle_id ? Number(body.vehicle_id) : null,
        available: body.available === '1',
        labels: { vehicle_id: vehicles.find((one) => one.id === Number(body.vehicle_id))?.name },
        version: 1,
      };
      rows.push(created as never);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    // The list over the same rows the create adds to.
    http.get('*/api/jfd-drivers', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(
        buildPaginator(rows, { page: 1, perPage: 15, total: rows.length, path: url.pathname }),
      );
    }),
    ...resourceHandlers(jfdDriversResource, rows),
    ...resourceHandlers(jfdVehiclesResource, vehicles),
  ];
}

/** `driverHandlersForOneStory`, made afresh before every story (`freshEachStory`). */
export function driverHandlers(...args: Parameters<typeof driverHandlersForOneStory>) {
  return freshEachStory(() => driverHandlersForOneStory(...args));
}

/** A customer's page: the customers and their orders (filtered by `customer_id`). */
export function customerHandlers(user: User = catalogueAdmin, orders = amirasOrders) {
  return [
    ...sessionHandlers(user),
    ...resourceHandlers(jfdCustomersResource, customers),
    ...resourceHandlers(ordersResource, orders),
    ...resourceHandlers(jfdZonesResource, []),
  ];
}

/** The app status form over the brand's one row (none: the form creates it). */
export function appStatusHandlers(rows: ResourceRow[] = [appStatusOpen]) {
  return [...sessionHandlers(catalogueAdmin), ...resourceHandlers(dlvAppStatusResource, rows)];
}

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: Object.values(errors)[0]?.[0], errors }, { status: 422 });
