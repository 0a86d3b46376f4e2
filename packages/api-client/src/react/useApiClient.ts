import { useContext } from 'react';
import type { ApiClient } from '../http/createApiClient';
import { ApiClientContext } from './ApiClientContext';

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) {
    throw new Error('useApiClient must be used inside an ApiClientProvider.');
  }
  return client;
}
