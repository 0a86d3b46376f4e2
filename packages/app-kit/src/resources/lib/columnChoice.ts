import { listedColumns, type ResourceDefinition } from '@backoffice/contract';
import { type AppStorage, browserStorage, readJson, writeJson } from '../../state/storage';

/** The storage key of a resource's chosen columns. */
export function columnsKey(resource: ResourceDefinition): string {
  return `columns.${resource.name}`;
}

/**
 * The list's columns the user chose for this resource, in the definition's order; every
 * listed column when nothing (or nothing valid) was chosen. At least one column always shows.
 */
export function readColumns(
  resource: ResourceDefinition,
  storage: AppStorage | null = browserStorage(),
): string[] {
  const listed = listedColumns(resource);
  const saved = readJson(storage, columnsKey(resource));
  if (!Array.isArray(saved)) return listed;
  const chosen = listed.filter((name) => saved.includes(name));
  return chosen.length > 0 ? chosen : listed;
}

/** Remembers the chosen columns; choosing every column forgets the choice. */
export function saveColumns(
  resource: ResourceDefinition,
  columns: readonly string[],
  storage: AppStorage | null = browserStorage(),
): string[] {
  const listed = listedColumns(resource);
  const chosen = listed.filter((name) => columns.includes(name));
  if (chosen.length === 0) return readColumns(resource, storage);
  writeJson(storage, columnsKey(resource), chosen.length === listed.length ? null : chosen);
  return chosen;
}
