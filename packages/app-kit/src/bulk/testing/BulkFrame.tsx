import type { User } from '@backoffice/contract';
import { type ReactNode, useState } from 'react';
import { AppProviders } from '../../resources/testing/AppProviders';
import { createAppStore } from '../../state/appStore';
import { memoryStorage } from '../../testing/memoryStorage';

/**
 * What a list's pieces need around them, as the app provides it: the signed-in `user` (their
 * permissions), the API client with a cache of its own, and the toasts. For the stories and tests
 * of the bulk bar and of undo.
 */
export function BulkFrame({ user, children }: { user: User; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createAppStore(memoryStorage());
    created.setUser(user);
    return created;
  });
  return <AppProviders store={store}>{children}</AppProviders>;
}
