/**
 * Which lists a user may save views of: a served resource (by name) of the active brand whose
 * list the user may read (its list permission, or one of its readers' permissions).
 */
import { type ResourceDefinition, resourceInBrand, ruleMessage } from '@backoffice/contract';
import { unprocessable } from '../../http/errors';
import { type AuthUser, can } from '../users/auth-user';

export type ListPermit = (user: AuthUser, brandId: number, list: string) => boolean;

/** A check of `list` against the served resources. */
export function listPermit(resources: readonly ResourceDefinition[]): ListPermit {
  const byName = new Map(resources.map((resource) => [resource.name, resource] as const));
  return (user, brandId, list) => {
    const resource = byName.get(list);
    if (!resource || !resourceInBrand(resource, brandId)) return false;
    return [resource.permissions.list, ...resource.readers].some((permission) =>
      can(user, permission),
    );
  };
}

/** 422 on `list` unless the user may read that list in the brand. */
export function assertList(permit: ListPermit, user: AuthUser, brandId: number, list: string) {
  if (!permit(user, brandId, list)) throw unprocessable({ list: [ruleMessage('in', 'list')] });
}
