import { ApiClientProvider } from '@backoffice/api-client';
import { type AppStore, AppStoreProvider, ToastProvider } from '@backoffice/app-kit';
import { type ReactNode, useState } from 'react';
import type { SWRConfiguration } from 'swr';
import { env } from '../config/env';
import { endSession } from './sessionEnd';

export interface AppProvidersProps {
  store: AppStore;
  /** Moves the app to another path from outside the route tree (the data router's navigate). */
  navigate: (path: string) => void;
  /** The current path with query and hash. */
  currentPath: () => string;
  swrConfig?: SWRConfiguration;
  children?: ReactNode;
}

/**
 * The app's context: application state, the API client with the product's 401/419 and 500
 * rules, SWR and the toast queue. The router's own providers sit inside, in the root layout,
 * with the registry of resources and routes the page's screens draw from.
 */
export function AppProviders({
  store,
  navigate,
  currentPath,
  swrConfig,
  children,
}: AppProvidersProps) {
  // A lost session leaves requests that never settle, and SWR would hand them to the next
  // screen asking for the same data, which would then wait forever. Each session therefore
  // gets its own SWR cache: the provider is mounted afresh, with a new cache, when one ends.
  const [session, setSession] = useState(0);
  return (
    <AppStoreProvider store={store}>
      <ApiClientProvider
        key={session}
        baseUrl={env.apiBaseUrl}
        swrConfig={{ provider: () => new Map(), ...swrConfig }}
        onSessionEnd={() => {
          const target = endSession(store, currentPath());
          if (target !== null) navigate(target);
          setSession((count) => count + 1);
        }}
        onServerError={() => store.setServerError(true)}
      >
        <ToastProvider>{children}</ToastProvider>
      </ApiClientProvider>
    </AppStoreProvider>
  );
}
