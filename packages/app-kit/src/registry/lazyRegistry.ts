import { type LoadedOnce, loadOnce } from '../loading/loadOnce';
import type { ResourceRegistry } from './resourceRegistry';

/**
 * A registry fetched on first use, for an app that keeps its resource definitions (and the
 * schema library they bring) out of its first page's files: nothing loads until `load()` is first
 * called, and every call answers the same promise.
 */
export interface LazyRegistry extends LoadedOnce<ResourceRegistry> {
  readonly kind: 'lazy-registry';
}

/** Wraps a dynamic import of the registry; see `ResourceRegistryProvider`. */
export function lazyRegistry(load: () => Promise<ResourceRegistry>): LazyRegistry {
  return { kind: 'lazy-registry', ...loadOnce(load) };
}
