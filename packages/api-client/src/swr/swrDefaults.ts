import type { SWRConfiguration } from 'swr';
import { ApiError } from '../http/ApiError';

/**
 * How lists and details behave by default. Only failures without an answer (network down,
 * timeout) are retried: a refused request would be refused again, and retrying a 500 would
 * raise the server-error dialog once per attempt.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: (error: Error) => !(error instanceof ApiError),
  errorRetryCount: 3,
};
