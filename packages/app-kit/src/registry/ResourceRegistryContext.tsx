import { createContext, type ReactNode, useContext } from 'react';
import type { ResourceRegistry } from './resourceRegistry';

const ResourceRegistryContext = createContext<ResourceRegistry | null>(null);

/** Hands the app's registry to the generic screens below; the app's providers put it in. */
export function ResourceRegistryProvider({
  registry,
  children,
}: {
  registry: ResourceRegistry;
  children?: ReactNode;
}) {
  return (
    <ResourceRegistryContext.Provider value={registry}>{children}</ResourceRegistryContext.Provider>
  );
}

/** The app's registry; throws outside `ResourceRegistryProvider`. */
export function useResourceRegistry(): ResourceRegistry {
  const registry = useContext(ResourceRegistryContext);
  if (!registry) throw new Error('useResourceRegistry needs a ResourceRegistryProvider above it.');
  return registry;
}
