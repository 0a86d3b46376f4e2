/**
 * The table of every served resource, built from its definition in the contract's registry.
 * They are not in drizzle-kit's migrations: `syncResourceTables` creates and extends them at
 * start, so a new definition (or a new field) needs no migration. The tables other code queries
 * by name are exported on their own.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import { RESOURCES } from '../domains';
import { linesTable, type ResourceTable, resourceTable } from './resourceTable';

/**
 * The tables of some definitions by resource name, each followed by the table of its lines (by
 * that table's name). A definition that refers to another must come after it (as the registry
 * lists them), or be given its table in `known`.
 */
export function buildResourceTables(
  resources: readonly ResourceDefinition[],
  known: Readonly<Record<string, ResourceTable>> = {},
): Record<string, ResourceTable> {
  const tables: Record<string, ResourceTable> = { ...known };
  for (const resource of resources) {
    tables[resource.name] ??= resourceTable(resource, tables);
    const table = tables[resource.name] as ResourceTable;
    if (resource.lines) tables[resource.lines.table] ??= linesTable(resource.lines, table, tables);
  }
  return tables;
}

/** Every resource table by resource name. */
export const resourceTables: Readonly<Record<string, ResourceTable>> =
  buildResourceTables(RESOURCES);

function tableOf(name: string): ResourceTable {
  const table = resourceTables[name];
  if (!table) throw new Error(`No resource of the registry is named "${name}".`);
  return table;
}

export const vendors = tableOf('vendors');
export const expenseCategories = tableOf('expense_categories');
