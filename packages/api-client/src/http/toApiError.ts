import type { ValidationErrorResponse } from '@backoffice/contract';
import { ApiError } from './ApiError';
import { ValidationError } from './ValidationError';

/** The error for a refused answer: a ValidationError for Laravel's 422 body, else an ApiError. */
export function toApiError(response: Response, body: unknown): ApiError {
  if (response.status === 422 && isValidationBody(body)) return new ValidationError(body);
  return new ApiError(response.status, messageOf(response, body), body);
}

function messageOf(response: Response, body: unknown): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message !== '') {
    return body.message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

function isValidationBody(body: unknown): body is ValidationErrorResponse {
  return isRecord(body) && typeof body.message === 'string' && isRecord(body.errors);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
