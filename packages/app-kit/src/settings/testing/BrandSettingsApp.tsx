import { ApiClientProvider } from '@backoffice/api-client';
import type { User } from '@backoffice/contract';
import { useState } from 'react';
import { AppStoreProvider, useAppState } from '../../state/AppStoreContext';
import { createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';
import { ToastProvider } from '../../toast/toast';
import { BrandSettingsPanel } from '../BrandSettingsPanel';

export interface BrandSettingsAppProps {
  /** The signed-in user: an administrator may change the zone, others read it. */
  user: User;
}

/** The zone the app dates by now, as the store holds it after a save. */
function SessionZone() {
  const zone = useAppState((state) => state.user?.time_zone ?? 'UTC');
  return <p data-testid="session-zone">{`The app dates by: ${zone}`}</p>;
}

/** The panel with the app's client, store, toasts and a fresh cache. */
export function BrandSettingsApp({ user }: BrandSettingsAppProps) {
  const [store] = useState(() => {
    const created = createAppStore(memoryStorage());
    created.setUser(user);
    return created;
  });
  return (
    <ApiClientProvider
      onSessionEnd={() => {}}
      onServerError={() => {}}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <AppStoreProvider store={store}>
        <ToastProvider>
          <BrandSettingsPanel />
          <SessionZone />
        </ToastProvider>
      </AppStoreProvider>
    </ApiClientProvider>
  );
}
