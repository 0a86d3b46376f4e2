import type { ValidationErrorResponse } from '@backoffice/contract';
import { ApiError } from './ApiError';
import { toFieldErrors } from './toFieldErrors';

/** A 422 answer. `errors` keeps every message; `fieldErrors` keeps the first per field. */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError';
  readonly errors: Record<string, string[]>;
  readonly fieldErrors: Record<string, string>;

  constructor(body: ValidationErrorResponse) {
    super(422, body.message, body);
    this.errors = body.errors;
    this.fieldErrors = toFieldErrors(body.errors);
  }
}
