import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AppState, AppStore } from './appStore';

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

/** The application store; throws outside `AppStoreProvider`. */
export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore needs an AppStoreProvider above it.');
  return store;
}

/** One slice of the application state; the component re-renders only when it changes. */
export function useAppState<T>(select: (state: AppState) => T): T {
  const store = useAppStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
