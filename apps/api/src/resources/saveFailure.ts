/**
 * What a failed save answers: a domain's refusal (`DomainError`) as 409 `{message}` or 422
 * `{message, errors}`, a lost race on a unique index as the validator's `unique` message, and a
 * delete of a record still referred to as 409. Anything else stays a server error.
 */
import { type ResourceDefinition, resourceAttributes, ruleMessage } from '@backoffice/contract';
import { isDomainError } from '@backoffice/server-kit';
import { HttpError, unprocessable } from '../http/errors';

/** The driver's error under Drizzle's wrapper: its SQLSTATE and constraint. */
export function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function saveFailure(resource: ResourceDefinition, error: unknown): unknown {
  if (isDomainError(error)) {
    return error.errors ? unprocessable(error.errors) : new HttpError(error.status, error.message);
  }
  const found = databaseError(error);
  if (found?.code === '23505' && found.constraint?.startsWith(`${resource.name}_`)) {
    const field = found.constraint.slice(resource.name.length + 1).replace(/_unique$/, '');
    if (resource.fields[field]) {
      const message = ruleMessage('unique', field, {}, resourceAttributes(resource));
      return unprocessable({ [field]: [message] });
    }
  }
  // 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation.
  if (found?.code === '23001' || found?.code === '23503') {
    return new HttpError(409, `This ${resource.singular} is still in use and cannot be deleted.`);
  }
  return error;
}
