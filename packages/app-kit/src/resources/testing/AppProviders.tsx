import { ApiClientProvider } from '@backoffice/api-client';
import type { ReactNode } from 'react';
import { AppStoreProvider } from '../../state/AppStoreContext';
import type { AppStore } from '../../state/appStore';
import { ToastProvider } from '../../toast/toast';

/**
 * What the app puts around its screens, for stories and tests: the `store` (who is signed in),
 * the API client with a cache of its own for each story (a session's end resets the store, a
 * server error raises its flag) and the toasts.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <AppStoreProvider store={store}>
      <ApiClientProvider
        onSessionEnd={() => store.reset()}
        onServerError={() => store.setServerError(true)}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <ToastProvider>{children}</ToastProvider>
      </ApiClientProvider>
    </AppStoreProvider>
  );
}
