import './global.css';
import type { AppStore } from '@backoffice/app-kit';
import { lightTheme } from '@backoffice/ui/theme';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { type AppRouter, createAppRouter } from './createAppRouter';

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
      currentPath={() => {
        const { pathname, search, hash } = router.state.location;
        return pathname + search + hash;
      }}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
