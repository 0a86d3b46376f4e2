/**
 * `resourcesPlugin`: the endpoints of every resource definition (the registry's by default),
 * each on the table built from the same definition (`runMigrations` keeps those tables). Register
 * it with the other route modules; it sets the zod compilers in its own scope, so it works
 * wherever it is registered.
 */
import type { ResourceDefinition } from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../domains';
import { useZodCompilers } from '../http/zod-compiler';
import { registerResourceRoutes } from './resourceRoutes';

export interface ResourcesPluginOptions {
  /** The definitions to serve; the registry's by default. */
  resources?: readonly ResourceDefinition[];
  /** Rows read per query of a CSV export (500 by default). */
  csvBatchSize?: number;
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
  useZodCompilers(app);
  for (const resource of resources) {
    registerResourceRoutes(app, resource, {
      resources: byName,
      csvBatchSize: options.csvBatchSize ?? CSV_BATCH_SIZE,
    });
  }
}
