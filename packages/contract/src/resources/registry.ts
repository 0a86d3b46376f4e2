import type { ResourceDefinition } from './defineResource';

/**
 * The resources of a product, assembled by each app from its business domains (each domain
 * exports its definitions). Checks what no single definition can: names and segments are unique
 * and every reference names a resource of the registry. The order is the domains' order, except
 * that a referenced resource always comes before the resources that refer to it (tables are made
 * in this order).
 */
export function assembleRegistry(
  domains: readonly (readonly ResourceDefinition[])[],
): readonly ResourceDefinition[] {
  const all = domains.flat();
  const byName = new Map<string, ResourceDefinition>();
  const segments = new Set<string>();
  for (const resource of all) {
    if (byName.has(resource.name)) throw new Error(`Two resources are named "${resource.name}".`);
    if (segments.has(resource.segment)) {
      throw new Error(`Two resources are served at /api/${resource.segment}.`);
    }
    byName.set(resource.name, resource);
    segments.add(resource.segment);
  }
  const ordered: ResourceDefinition[] = [];
  const placed = new Set<string>();
  const placing = new Set<string>();
  const place = (resource: ResourceDefinition) => {
    if (placed.has(resource.name)) return;
    if (placing.has(resource.name)) {
      throw new Error(`The resources referring to "${resource.name}" form a loop.`);
    }
    placing.add(resource.name);
    for (const target of referencedResources(resource)) {
      const found = byName.get(target);
      if (!found) {
        throw new Error(`${resource.name} refers to "${target}", which is not in the registry.`);
      }
      if (found !== resource) place(found);
    }
    placing.delete(resource.name);
    placed.add(resource.name);
    ordered.push(resource);
  };
  for (const resource of all) place(resource);
  return ordered;
}

/** The names of the resources a definition's reference fields (and its lines') point to. */
export function referencedResources(resource: ResourceDefinition): string[] {
  return [...Object.values(resource.fields), ...Object.values(resource.lines?.fields ?? {})]
    .filter((field) => field.type === 'reference')
    .map((field) => field.resource ?? '');
}

/** Finds a resource by name in a list of definitions. */
export function findResource(
  resources: readonly ResourceDefinition[],
  name: string,
): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}
