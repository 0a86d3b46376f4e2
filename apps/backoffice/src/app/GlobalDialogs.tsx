import { pathFor } from '@backoffice/access';
import { useAppState, useAppStore } from '@backoffice/app-kit';
import { APP_VERSION } from '@backoffice/contract';
import { LoadingOverlay } from '@backoffice/ui/LoadingOverlay';
import { OutdatedClientDialog } from '@backoffice/ui/OutdatedClientDialog';
import { ServerErrorDialog } from '@backoffice/ui/ServerErrorDialog';
import { useState } from 'react';

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

  return (
    <>
      <LoadingOverlay isOpen={loading && !outdated} label="Loading" />
      <ServerErrorDialog
        isOpen={serverError && !outdated}
        onClose={() => store.setServerError(false)}
        ticketHref={pathFor('tickets')}
      />
      <OutdatedClientDialog
        isOpen={outdated}
        isReloading={reloading}
        onReload={() => {
          setReloading(true);
          window.location.reload();
        }}
      />
    </>
  );
}
