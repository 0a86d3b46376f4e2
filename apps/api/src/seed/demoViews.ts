/**
 * The demo accounts' saved views on a new install: those each domain declares (`savedViews` of
 * its `DomainServer`), each owned by the first demo account of its role, never a default. A
 * view the install could not show (a list the brand does not offer, an owner outside the brand
 * or who may not read the list) stops the seed with a sentence saying which.
 */
import { hasPermission } from '@backoffice/access';
import { findResource, resourceInBrand } from '@backoffice/contract';
import type { DemoSavedView, DomainServer } from '@backoffice/server-kit';
import type { Database } from '../db/client';
import { RESOURCES } from '../domains';
import { storedQuery } from '../modules/saved-views/query';
import { savedViews } from '../resources/listToolTables';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { ROLE_PERMISSIONS, type RoleName } from './roles';

type Transaction = Pick<Database, 'insert'>;

/** Why the install could not show the view, or null. */
export function demoViewProblem(view: DemoSavedView): string | null {
  const resource = findResource(RESOURCES, view.list);
  if (!resource || !resourceInBrand(resource, view.brand)) {
    return `brand ${view.brand} has no list "${view.list}"`;
  }
  const account = DEMO_ACCOUNTS.find((one) => one.role === view.owner);
  if (!account) return `no demo account is a ${view.owner}`;
  if (!account.brands.includes(view.brand)) {
    return `the demo ${view.owner} does not belong to brand ${view.brand}`;
  }
  const held = ROLE_PERMISSIONS[view.owner as RoleName];
  const reads = [resource.permissions.list, ...resource.readers];
  if (!reads.some((permission) => hasPermission(held, permission))) {
    return `the demo ${view.owner} may not read the list "${view.list}"`;
  }
  return null;
}

/** Inserts the domains' demo views; `users` names each role's first demo account's id. */
export async function seedDemoViews(
  tx: Transaction,
  domains: readonly DomainServer[],
  users: Readonly<Record<string, number>>,
): Promise<void> {
  const views = domains.flatMap((domain) => domain.savedViews ?? []);
  for (const view of views) {
    const problem = demoViewProblem(view);
    if (problem) throw new Error(`The demo view "${view.name}" cannot be seeded: ${problem}.`);
  }
  if (views.length === 0) return;
  await tx.insert(savedViews).values(
    views.map((view) => ({
      userId: users[view.owner] as number,
      brandId: view.brand,
      list: view.list,
      name: view.name,
      query: storedQuery(view.query),
      columns: view.columns ? [...view.columns] : null,
      shared: view.shared ?? false,
    })),
  );
}
