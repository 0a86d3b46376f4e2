/**
 * Something fetched on its first use (a file, a registry), once: `load()` asks for it and every
 * call answers the same promise; `loaded()` is what came, null until then. A failed fetch (a
 * deploy replaced the file, the network dropped) is tried again at the next `load()`.
 *
 * ```ts
 * const FIELDS = loadOnce(() => import('@backoffice/ui/Select'));
 * FIELDS.loaded() ?? (await FIELDS.load());
 * ```
 */
export interface LoadedOnce<T> {
  load(): Promise<T>;
  loaded(): T | null;
}

export function loadOnce<T>(fetchIt: () => Promise<T>): LoadedOnce<T> {
  let pending: Promise<T> | null = null;
  let came: T | null = null;
  return {
    load() {
      pending ??= fetchIt().then(
        (value) => {
          came = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => came,
  };
}
