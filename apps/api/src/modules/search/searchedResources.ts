/**
 * Which resources the command palette's search looks in for a user: those whose list they may
 * open in the active brand (the list's permission or one of its readers, as the list's own
 * check), served in that brand, and not nested under another record (a store's products are
 * listed under their store only).
 */
import { hasPermission, type PermissionList } from '@backoffice/access';
import { type ResourceDefinition, resourceInBrand } from '@backoffice/contract';

export function searchedResources(
  resources: readonly ResourceDefinition[],
  permissions: PermissionList,
  brandId: number,
): ResourceDefinition[] {
  return resources.filter(
    (resource) =>
      !resource.parent &&
      resourceInBrand(resource, brandId) &&
      [resource.permissions.list, ...resource.readers].some((permission) =>
        hasPermission(permissions, permission),
      ),
  );
}
