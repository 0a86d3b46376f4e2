import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr';
import type { ApiError } from '../http/ApiError';
import { type ApiClient, createApiClient, type SessionEndStatus } from '../http/createApiClient';
import { clearCache } from '../swr/clearCache';
import { swrDefaults } from '../swr/swrDefaults';
import { ApiClientContext } from './ApiClientContext';

export interface ApiClientProviderProps {
  children?: ReactNode;
  /** Origin (and optional prefix) of the API; the page's own origin when left out. */
  baseUrl?: string;
  /**
   * A 401 or 419 arrived: the app clears browser storage, resets the form-changed flag and goes
   * to sign-in when the route needs it. The SWR cache is already cleared when this runs.
   */
  onSessionEnd: (status: SessionEndStatus) => void;
  /** A 500 arrived: the app raises its server-error flag. */
  onServerError: (error: ApiError) => void;
  /** SWR options on top of the defaults, e.g. a fresh cache per story or test. */
  swrConfig?: SWRConfiguration;
}

/**
 * Gives the tree one API client and the SWR configuration its hooks rely on. The client is
 * created once; the handlers are read at call time, so the app may pass new functions on
 * every render.
 */
export function ApiClientProvider({ swrConfig, ...props }: ApiClientProviderProps) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swrConfig }}>
      <ClientScope {...props} />
    </SWRConfig>
  );
}

function ClientScope({
  children,
  baseUrl,
  onSessionEnd,
  onServerError,
}: Omit<ApiClientProviderProps, 'swrConfig'>) {
  const { mutate } = useSWRConfig();
  const latest = useRef({ onSessionEnd, onServerError, mutate });
  useLayoutEffect(() => {
    latest.current = { onSessionEnd, onServerError, mutate };
  });
  // A host may mount the provider afresh when a session ends (the app does, for a new cache):
  // the answers of requests the old one still had in flight, a second 401 among them, then
  // reach a scope that is gone, whose cache SWR has already dropped. They end nothing more.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [client] = useState<ApiClient>(() =>
    createApiClient({
      baseUrl,
      onSessionEnd: (status) => {
        if (!mounted.current) return;
        void clearCache(latest.current.mutate);
        latest.current.onSessionEnd(status);
      },
      onServerError: (error) => latest.current.onServerError(error),
    }),
  );

  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}
