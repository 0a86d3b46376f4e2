import type { ResourceRegistry } from './resourceRegistry';

/**
 * A registry fetched on first use, for an app that keeps its resource definitions (and the
 * schema library they bring) out of its first page's files: nothing loads until `load()` is first
 * called, and every call answers the same promise.
 */
export interface LazyRegistry {
  readonly kind: 'lazy-registry';
  load(): Promise<ResourceRegistry>;
  /** The registry once it has come; `null` before. */
  loaded(): ResourceRegistry | null;
}

/** Wraps a dynamic import of the registry; see `ResourceRegistryProvider`. */
export function lazyRegistry(load: () => Promise<ResourceRegistry>): LazyRegistry {
  let pending: Promise<ResourceRegistry> | null = null;
  let registry: ResourceRegistry | null = null;
  return {
    kind: 'lazy-registry',
    load() {
      pending ??= load().then(
        (came) => {
          registry = came;
          return came;
        },
        (error: unknown) => {
          // A failed fetch (a deploy replaced the file, the network dropped) may be tried again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => registry,
  };
}
