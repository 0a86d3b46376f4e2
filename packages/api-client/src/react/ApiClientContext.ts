import { createContext } from 'react';
import type { ApiClient } from '../http/createApiClient';

export const ApiClientContext = createContext<ApiClient | null>(null);
