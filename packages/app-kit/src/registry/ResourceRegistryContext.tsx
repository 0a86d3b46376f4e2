import { createContext, type ReactNode, use, useContext } from 'react';
import type { LazyRegistry } from './lazyRegistry';
import type { ResourceRegistry } from './resourceRegistry';

const ResourceRegistryContext = createContext<ResourceRegistry | LazyRegistry | null>(null);

/**
 * Hands the app's registry to the generic screens below; the app's providers put it in. A
 * `lazyRegistry` loads when a screen first asks for it: that screen suspends until it has come
 * (the app's router fetches it beside a screen's own file, so a screen seldom waits).
 */
export function ResourceRegistryProvider({
  registry,
  children,
}: {
  registry: ResourceRegistry | LazyRegistry;
  children?: ReactNode;
}) {
  return (
    <ResourceRegistryContext.Provider value={registry}>{children}</ResourceRegistryContext.Provider>
  );
}

const isLazy = (registry: ResourceRegistry | LazyRegistry): registry is LazyRegistry =>
  'kind' in registry && registry.kind === 'lazy-registry';

/**
 * The app's registry; throws outside `ResourceRegistryProvider`, suspends while a lazy one loads.
 * A lazy one that has come is answered at once: `use` would suspend on its first read even
 * then, and the boundary would hold the screen back for React's fallback throttle (300 ms).
 */
export function useResourceRegistry(): ResourceRegistry {
  const registry = useContext(ResourceRegistryContext);
  if (!registry) throw new Error('useResourceRegistry needs a ResourceRegistryProvider above it.');
  if (!isLazy(registry)) return registry;
  return registry.loaded() ?? use(registry.load());
}
