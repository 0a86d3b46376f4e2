import { IDEMPOTENCY_HEADER } from '@backoffice/contract';

/**
 * A create with its submission's idempotency key (the app's `useFormSubmit` hands one to every
 * save): the server answers a repeat of the key with the first record instead of a second one.
 */
export interface IdempotentCreate<T> {
  input: T;
  idempotencyKey: string;
}

/** The request options that send a create's idempotency key, when there is one. */
export function idempotencyHeaders(key: string | undefined): { headers?: Record<string, string> } {
  return key === undefined ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } };
}
