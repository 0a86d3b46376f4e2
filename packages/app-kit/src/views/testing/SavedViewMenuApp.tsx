import { ApiClientProvider } from '@backoffice/api-client';
import type { ResourceDefinition } from '@backoffice/contract';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ToastProvider } from '../../toast/toast';
import { SavedViewMenu } from '../SavedViewMenu';

export interface SavedViewMenuAppProps {
  resource: ResourceDefinition;
  /** Where the list opens, with its query (`/vendors?search=acme`). */
  path: string;
  /** The columns shown at first; the menu shows a view's when picked. */
  columns?: readonly string[];
}

function ListHeader({ resource, columns }: Omit<SavedViewMenuAppProps, 'path'>) {
  const location = useLocation();
  const [shown, setShown] = useState(columns);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', alignItems: 'start' }}>
      <SavedViewMenu
        resource={resource}
        {...(shown ? { columns: { shown, apply: setShown } } : {})}
      />
      <dl>
        <dt>Address</dt>
        <dd data-testid="address">{`${location.pathname}${location.search}`}</dd>
        {shown && (
          <>
            <dt>Columns</dt>
            <dd data-testid="columns">{shown.join(', ')}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The menu above a list at one address, with the app's client, toasts and a fresh cache. */
export function SavedViewMenuApp({ resource, path, columns }: SavedViewMenuAppProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: `/${resource.segment}`,
          element: <ListHeader resource={resource} {...(columns ? { columns } : {})} />,
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <ApiClientProvider
      onSessionEnd={() => {}}
      onServerError={() => {}}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApiClientProvider>
  );
}
