/** Errors a handler throws to answer a 4xx with Laravel's body; the error handler sends them. */
import { AUTH_MESSAGES, type FieldErrors, validationErrorBody } from '@backoffice/contract';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = { message, ...extra };
    this.headers = headers;
  }
}

export const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.unauthenticated);
export const forbidden = (message: string = AUTH_MESSAGES.unauthorized) =>
  new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, AUTH_MESSAGES.csrf);

/** 422 with Laravel's `{message, errors}`. */
export function unprocessable(errors: FieldErrors): HttpError {
  const body = validationErrorBody(errors);
  return new HttpError(422, body.message, { errors: body.errors });
}

/** 429 with Retry-After and the rate-limit headers. */
export function tooManyAttempts(
  retryAfter: number,
  limit: number,
  message: string = AUTH_MESSAGES.tooManyAttempts,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(429, message, extra, {
    'retry-after': String(retryAfter),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': '0',
  });
}
