import type { StorePermissionMap } from '@backoffice/access';
import { setBusinessTimeZone, type User } from '@backoffice/contract';
import type { SubscriptionEntry } from '@backoffice/realtime';
import {
  type AppStorage,
  browserStorage,
  clearBrowserStorage,
  readJson,
  STORAGE_KEYS,
  writeJson,
} from './storage';

/** The active brand's display information, shown in the shell (name and logo). */
export interface ProjectInfo {
  brandId: number;
  name: string;
  logo: string;
}

/** The application state of spec section 3. */
export interface AppState {
  user: User | null;
  projectInfo: ProjectInfo | null;
  /** Slug of the marketplace store being worked on. */
  activeStore: string | null;
  channels: SubscriptionEntry[];
  formChanged: boolean;
  loading: boolean;
  /** A realtime alert arrived and the panel has not been opened since; persisted. */
  newNotification: boolean;
  serverError: boolean;
  /** Where a signed-out user was going; the sign-in screen continues there. */
  intendedPath: string | null;
}

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  /** Stores the user in state and in browser storage under `user`. */
  setUser(user: User | null): void;
  /** Reads the saved user back from storage, as the guard does before each navigation. */
  reloadUser(): User | null;
  setProjectInfo(info: ProjectInfo | null): void;
  setActiveStore(slug: string | null): void;
  setChannels(channels: SubscriptionEntry[]): void;
  setFormChanged(changed: boolean): void;
  setLoading(loading: boolean): void;
  setNewNotification(pending: boolean): void;
  setServerError(raised: boolean): void;
  setIntendedPath(path: string | null): void;
  /** Store-level permissions per store slug, from browser storage. */
  storePermissions(): StorePermissionMap | null;
  /** Clears user, project info, channels, active store and browser storage. */
  reset(): void;
}

/**
 * Whether a stored value has the shape of the spec's User. Checked by hand rather than with the
 * contract's schema, which would bring the schema library into the first page's files.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const isList = (list: unknown, item: string) =>
    Array.isArray(list) && list.every((entry) => typeof entry === item);
  return (
    typeof v.id === 'number' &&
    typeof v.first_name === 'string' &&
    typeof v.initials === 'string' &&
    (v.profile_photo === null || typeof v.profile_photo === 'string') &&
    typeof v.role === 'string' &&
    (v.active_brand_id === null || typeof v.active_brand_id === 'number') &&
    isList(v.brands, 'number') &&
    isList(v.permissions, 'string') &&
    typeof v.app_version === 'string'
  );
}

function savedUser(storage: AppStorage | null): User | null {
  const value = readJson(storage, STORAGE_KEYS.user);
  return isUser(value) ? value : null;
}

function savedChannels(storage: AppStorage | null): SubscriptionEntry[] {
  const value = readJson(storage, STORAGE_KEYS.channels);
  return Array.isArray(value) ? (value as SubscriptionEntry[]) : [];
}

/**
 * A small external store read with `useSyncExternalStore`. The user and the new-notification
 * flag survive a reload through browser storage and are restored here at start.
 */
export function createAppStore(storage: AppStorage | null = browserStorage()): AppStore {
  let state: AppState = {
    user: savedUser(storage),
    projectInfo: null,
    activeStore: null,
    channels: savedChannels(storage),
    formChanged: false,
    loading: false,
    newNotification: readJson(storage, STORAGE_KEYS.newNotification) === true,
    serverError: false,
    intendedPath: null,
  };
  const listeners = new Set<() => void>();
  // The app's "today" is the active brand's: its zone comes with the user at sign-in and switch.
  setBusinessTimeZone(state.user?.time_zone);

  function update(patch: Partial<AppState>) {
    const changed = (Object.keys(patch) as (keyof AppState)[]).some(
      (key) => patch[key] !== state[key],
    );
    if (!changed) return;
    state = { ...state, ...patch };
    if ('user' in patch) setBusinessTimeZone(state.user?.time_zone);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(user) {
      writeJson(storage, STORAGE_KEYS.user, user);
      // The store-level permissions the session answers are kept per store slug of their own.
      writeJson(storage, STORAGE_KEYS.storePermissions, user?.store_permissions ?? null);
      update({ user });
    },
    reloadUser() {
      // Without working storage the state in memory is the only copy.
      if (!storage) return state.user;
      const user = savedUser(storage);
      const same = user !== null && JSON.stringify(user) === JSON.stringify(state.user);
      if (!same) update({ user });
      return state.user;
    },
    setProjectInfo: (projectInfo) => update({ projectInfo }),
    setActiveStore: (activeStore) => update({ activeStore }),
    setChannels: (channels) => update({ channels }),
    setFormChanged: (formChanged) => update({ formChanged }),
    setLoading: (loading) => update({ loading }),
    setNewNotification(newNotification) {
      writeJson(storage, STORAGE_KEYS.newNotification, newNotification ? true : null);
      update({ newNotification });
    },
    setServerError: (serverError) => update({ serverError }),
    setIntendedPath: (intendedPath) => update({ intendedPath }),
    storePermissions() {
      const value = readJson(storage, STORAGE_KEYS.storePermissions);
      return value && typeof value === 'object' ? (value as StorePermissionMap) : null;
    },
    reset() {
      clearBrowserStorage(storage);
      update({
        user: null,
        projectInfo: null,
        channels: [],
        activeStore: null,
        newNotification: false,
      });
    },
  };
}
