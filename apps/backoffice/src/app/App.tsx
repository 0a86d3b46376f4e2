import './global.css';
import { afterPrefetchedAnswers, useApiClient } from '@backoffice/api-client';
import { type AppStore, DrawInTurnsProvider, useAppStore } from '@backoffice/app-kit';
import { lightTheme } from '@backoffice/ui/theme';
import { useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { type AppRouter, createAppRouter } from './createAppRouter';
import { prefetchFirstScreen } from './prefetchFirstScreen';

/** The whole app in the browser: one store, one router, the providers around them. */
export function App({ store, router: given }: { store: AppStore; router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter(store));
  useEffect(() => {
    // Portals (dialogs, toasts, menus) render under body, so the theme class goes there.
    document.body.classList.add(lightTheme);
    return () => document.body.classList.remove(lightTheme);
  }, []);
  return (
    <AppProviders
      store={store}
      navigate={(path) => void router.navigate(path)}
      currentPath={() => currentPath(router)}
    >
      <FirstScreenData path={currentPath(router)} />
      {/*
        Costly controls (a list's filters) are drawn one per task after a screen's first paint,
        and once the first screen's data has come: its rows draw before the filters' files load.
      */}
      <DrawInTurnsProvider waitFor={afterPrefetchedAnswers}>
        <RouterProvider router={router} />
      </DrawInTurnsProvider>
    </AppProviders>
  );
}

const currentPath = (router: AppRouter) => {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
};

/**
 * Starts the first screen's data as the app starts, beside the screen's file. A layout effect:
 * when the screen draws in the app's first commit (its files were at hand), its own fetches, in
 * layout effects further down the tree, then find the requests waiting.
 */
function FirstScreenData({ path }: { path: string }) {
  const client = useApiClient();
  const store = useAppStore();
  const [opened] = useState(path);
  useLayoutEffect(() => prefetchFirstScreen(client, store, opened), [client, store, opened]);
  return null;
}
