/**
 * `resourcesPlugin`: the endpoints of every resource definition (the registry's by default),
 * each on the table built from the same definition (`runMigrations` keeps those tables), with
 * its bulk endpoint, whose jobs run in this server's background (closing the server stops them
 * between batches). Register it with the other route modules; it sets the zod compilers in its
 * own scope, so it works wherever it is registered.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import type { ResourceHooks } from '@backoffice/server-kit';
import type { FastifyInstance } from 'fastify';
import { RESOURCE_HOOKS, RESOURCES } from '../domains';
import { useZodCompilers } from '../http/zod-compiler';
import { BulkRunner } from './bulkRun';
import { registerResourceRoutes } from './resourceRoutes';
import { checkReversibleActions } from './undoability';
import { type Clock, systemClock } from './undoEntries';

export interface ResourcesPluginOptions {
  /** The definitions to serve; the registry's by default. */
  resources?: readonly ResourceDefinition[];
  /** Rows read per query of a CSV export (500 by default). */
  csvBatchSize?: number;
  /** The domains' hooks and computed SQL by resource name; the domains' by default. */
  hooks?: Readonly<Record<string, ResourceHooks>>;
  /** The clock of undo offers and undos (a test's, to be late without waiting). */
  clock?: Clock;
}

export const CSV_BATCH_SIZE = 500;

export async function resourcesPlugin(
  app: FastifyInstance,
  options: ResourcesPluginOptions = {},
): Promise<void> {
  const resources = options.resources ?? RESOURCES;
  const byName = new Map(resources.map((resource) => [resource.name, resource] as const));
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.type === 'reference' && !byName.has(field.resource ?? '')) {
        throw new Error(
          `${resource.name}.${name} refers to ${field.resource}, which is not served.`,
        );
      }
    }
  }
  for (const resource of resources) {
    if (resource.parent && !byName.has(resource.parent.resource)) {
      throw new Error(
        `${resource.name} is nested under ${resource.parent.resource}, which is not served.`,
      );
    }
  }
  const hooks = options.hooks ?? RESOURCE_HOOKS;
  for (const resource of resources) {
    for (const name of Object.keys(resource.computed)) {
      if (!hooks[resource.name]?.computed?.[name]) {
        throw new Error(`${resource.name}.${name} is computed, and no domain gives its SQL.`);
      }
    }
  }
  for (const resource of resources) checkReversibleActions(resource, hooks[resource.name] ?? {});
  useZodCompilers(app);
  const runner = new BulkRunner(app);
  app.addHook('preClose', () => runner.stop());
  for (const resource of resources) {
    registerResourceRoutes(app, resource, {
      resources: byName,
      csvBatchSize: options.csvBatchSize ?? CSV_BATCH_SIZE,
      hooks: hooks[resource.name] ?? {},
      parent: resource.parent ? (byName.get(resource.parent.resource) ?? null) : null,
      grantsFrom: resource.parent
        ? (hooks[resource.parent.resource] ?? null)
        : resource.recordKey
          ? (hooks[resource.name] ?? null)
          : null,
      clock: options.clock ?? systemClock,
      runner,
    });
  }
}
