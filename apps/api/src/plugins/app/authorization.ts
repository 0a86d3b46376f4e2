/**
 * Route guards, used as `preValidation` hooks so that 401 and 403 come before 422 (as Laravel's
 * middleware runs before its form requests).
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../http/errors';
import { type AuthUser, activeBrandOf, can } from '../../modules/users/auth-user';

/** The signed-in user, or 401. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in user's active brand (one of their brands), or 403. */
export function brandOf(request: FastifyRequest): number {
  const brandId = activeBrandOf(userOf(request));
  if (brandId === null) throw forbidden('Select a brand first.');
  return brandId;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  userOf(request);
}

export async function requireBrand(request: FastifyRequest): Promise<void> {
  brandOf(request);
}

/** Needs sign-in, an active brand and the permission, or one of them (case-insensitive). */
export function requirePermission(permission: string | readonly string[]) {
  const anyOf = typeof permission === 'string' ? [permission] : permission;
  return async (request: FastifyRequest): Promise<void> => {
    const user = userOf(request);
    if (!anyOf.some((one) => can(user, one))) throw forbidden();
    brandOf(request);
  };
}
