/**
 * Browser storage of the app. The spec names two keys: `user` (the signed-in user) and
 * `channels` (the realtime subscription list, written by the realtime client). The
 * new-notification flag and the store-level permissions are kept beside them.
 */
export const STORAGE_KEYS = {
  user: 'user',
  channels: 'channels',
  newNotification: 'new_notification',
  storePermissions: 'store_permissions',
} as const;

export type AppStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** localStorage when the page has a working one; private modes may refuse it. */
export function browserStorage(): AppStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson(storage: AppStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: AppStorage | null, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage loses only the copy; the state in memory stands.
  }
}

/** Clears every key of the app's storage, and the tab's session storage too. */
export function clearBrowserStorage(storage: AppStorage | null): void {
  try {
    storage?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    // Nothing to clear when storage is refused.
  }
}
