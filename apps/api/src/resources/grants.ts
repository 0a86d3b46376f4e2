/**
 * The record-level permissions a user holds in their active brand (a store member's store-level
 * permissions), from every resource whose hooks `grants` them: `{ 'green-grocer':
 * ['access_evdati_products'] }`. The session answers them as the user's `store_permissions`, which
 * the app keeps in browser storage; the resources' routes check the same hooks (`addressing.ts`).
 */
import { resourceInBrand } from '@backoffice/contract';
import type { Executor } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { type AuthUser, activeBrandOf } from '../modules/users/auth-user';

export async function storePermissionsOf(
  db: FastifyInstance['db'],
  user: AuthUser,
): Promise<Record<string, string[]>> {
  const brandId = activeBrandOf(user);
  if (brandId === null) return {};
  const held: Record<string, string[]> = {};
  for (const resource of RESOURCES) {
    const grants = RESOURCE_HOOKS[resource.name]?.grants;
    if (!grants || !resourceInBrand(resource, brandId)) continue;
    const granted = await grants(db as unknown as Executor, { userId: user.id, brandId });
    for (const [key, permissions] of Object.entries(granted)) {
      held[key] = [...new Set([...(held[key] ?? []), ...permissions])];
    }
  }
  return held;
}
