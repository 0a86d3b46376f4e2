import { pathFor } from '@backoffice/access';
import { lazyComponent, useAfterFirstScreen, useAppState, useAppStore } from '@backoffice/app-kit';
import { APP_VERSION } from '@backoffice/contract';
import { Suspense, useEffect, useState } from 'react';

/*
 * The dialogs load from their own files (react-aria's modal with them), drawn only while open:
 * a page's first screen loads without them, and they are fetched once it has shown.
 */
const LoadingOverlay = lazyComponent(() =>
  import('@backoffice/ui/LoadingOverlay').then((m) => m.LoadingOverlay),
);
const ServerErrorDialog = lazyComponent(() =>
  import('@backoffice/ui/ServerErrorDialog').then((m) => m.ServerErrorDialog),
);
const OutdatedClientDialog = lazyComponent(() =>
  import('@backoffice/ui/OutdatedClientDialog').then((m) => m.OutdatedClientDialog),
);

/**
 * The dialogs any page may raise: the full-screen loading modal (loading flag), the 500 dialog
 * (server-error flag, with its link to the tickets) and the blocking outdated-client dialog
 * (the user's app_version differs from this build's).
 */
export function GlobalDialogs() {
  const store = useAppStore();
  const loading = useAppState((state) => state.loading);
  const serverError = useAppState((state) => state.serverError);
  const outdated = useAppState(
    (state) => state.user !== null && state.user.app_version !== APP_VERSION,
  );
  const [reloading, setReloading] = useState(false);
  const afterFirstScreen = useAfterFirstScreen();

  useEffect(() => {
    if (!afterFirstScreen) return;
    void LoadingOverlay.preload();
    void ServerErrorDialog.preload();
    void OutdatedClientDialog.preload();
  }, [afterFirstScreen]);

  return (
    <Suspense fallback={null}>
      {loading && !outdated && <LoadingOverlay isOpen label="Loading" />}
      {serverError && !outdated && (
        <ServerErrorDialog
          isOpen
          onClose={() => store.setServerError(false)}
          ticketHref={pathFor('tickets')}
        />
      )}
      {outdated && (
        <OutdatedClientDialog
          isOpen
          isReloading={reloading}
          onReload={() => {
            setReloading(true);
            window.location.reload();
          }}
        />
      )}
    </Suspense>
  );
}
