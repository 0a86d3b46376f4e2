import { useSession } from '@backoffice/api-client';
import { useAppStore } from '@backoffice/app-kit';
import { useEffect } from 'react';

/**
 * Keeps the saved user in step with the server while signed in: the session is read at start
 * (a lost session answers 401, which signs out) and after anything that changes the user
 * (brand switch, profile save), and the answer is stored under `user`.
 */
export function SessionSync() {
  const store = useAppStore();
  const { data } = useSession();
  useEffect(() => {
    if (!data) return;
    const current = store.getState().user;
    if (current && JSON.stringify(current) === JSON.stringify(data)) return;
    // Only a signed-in page may take the answer: sign-out may have just cleared the user.
    if (current) store.setUser(data);
  }, [data, store]);
  return null;
}
