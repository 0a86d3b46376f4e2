import {
  lazyComponent,
  ResourceRegistryProvider,
  useAfterFirstScreen,
  useAppState,
  useAppStore,
  useRouteHandle,
} from '@backoffice/app-kit';
import { APP_VERSION } from '@backoffice/contract';
import { Suspense, useCallback, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { registryOfRoute } from '../config/loadRegistry';
import { ContentLayout } from './ContentLayout';
import { layoutFor } from './layoutFor';
import { SessionSync } from './SessionSync';
import { useLeaveGuards } from './useLeaveGuards';

// The shell and the dialogs are loaded only when shown, to keep the sign-in page light.
const ShellLayout = lazyComponent(() => import('./ShellLayout').then((m) => m.ShellLayout));
const GlobalDialogs = lazyComponent(() => import('./GlobalDialogs').then((m) => m.GlobalDialogs));
const RealtimeAlerts = lazyComponent(() =>
  import('../features/notifications/components/RealtimeAlerts').then((m) => m.RealtimeAlerts),
);

/**
 * Fetches the shell's file. The router asks for it together with the screen's own file when the
 * page shows the shell, so the two load side by side rather than one after the other, and the
 * shell then draws at once.
 */
export const loadShellLayout = () => ShellLayout.preload();

const ask = (message: string) => window.confirm(message);

/**
 * The root of every page: react-aria links navigate through react-router, the leave guards
 * run, and the page gets the content-only layout or the full shell. Dialogs for a server
 * error, an outdated client and the loading flag sit above both.
 */
export function RootLayout() {
  const store = useAppStore();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const firstName = useAppState((state) => state.user?.first_name);
  const activeBrand = useAppState((state) => state.user?.active_brand_id);
  const signedIn = useAppState((state) => state.user !== null);
  const needsDialogs = useAppState(
    (state) =>
      state.serverError ||
      state.loading ||
      (state.user !== null && state.user.app_version !== APP_VERSION),
  );
  useLeaveGuards(store, ask);
  // The session's check and the live alerts (their file and connection) wait until the first
  // screen has drawn: the screen does not need them, and on a slow phone they would delay it.
  const afterFirstScreen = useAfterFirstScreen();
  const go = useCallback((path: string) => void navigate(path), [navigate]);

  const layout = layoutFor(handle?.name, firstName);
  // One element per layout: what changes here alone (the dialogs' flag, the work after the first
  // screen, the navigate function) then leaves the shell and the screen undrawn, where a new
  // element would draw every one of their components again.
  const page = useMemo(
    () =>
      layout === 'shell' ? (
        <Suspense fallback={null}>
          <ShellLayout>
            <Outlet />
          </ShellLayout>
        </Suspense>
      ) : (
        <ContentLayout>
          <Outlet />
        </ContentLayout>
      ),
    [layout],
  );
  return (
    <RouterProvider navigate={go} useHref={useHref}>
      {/* The page's definitions: its route's brand's, or the active brand's for a common page. */}
      <ResourceRegistryProvider registry={registryOfRoute(handle?.name ?? '', activeBrand)}>
        {page}
      </ResourceRegistryProvider>
      {signedIn && afterFirstScreen && (
        <>
          <SessionSync />
          <Suspense fallback={null}>
            <RealtimeAlerts />
          </Suspense>
        </>
      )}
      {needsDialogs && (
        <Suspense fallback={null}>
          <GlobalDialogs />
        </Suspense>
      )}
    </RouterProvider>
  );
}
