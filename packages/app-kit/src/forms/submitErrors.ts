import { ApiError, ValidationError } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contract';

export interface SubmitErrors {
  /** The server's first message per field (422), shown beside the fields. */
  fieldErrors: Record<string, string>;
  /** A message for the form as a whole; null when the field messages say it all. */
  message: string | null;
}

/**
 * How a failed submit reads on a form: a 422 puts the server's messages beside the fields, a
 * 419 means the page has expired, a refusal with its own message (403, 409 such as an action
 * from the wrong state, 429) shows it, anything else the general message.
 */
export function submitErrors(error: unknown): SubmitErrors {
  if (error instanceof ValidationError) return { fieldErrors: error.fieldErrors, message: null };
  if (error instanceof ApiError) {
    if (error.status === 419) return { fieldErrors: {}, message: MESSAGES.expired };
    if (error.status === 429 || error.status === 403 || error.status === 409) {
      return { fieldErrors: {}, message: error.message || MESSAGES.general };
    }
  }
  return { fieldErrors: {}, message: MESSAGES.general };
}
