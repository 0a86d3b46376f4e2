/** Bulk actions' limits, operations and addresses: what a list needs before any request is made. */
import type { ActionDefinition, ResourceDefinition } from '../resources/defineResource';

/** How many records one batch of a bulk job locks and changes in one transaction. */
export const BULK_BATCH_SIZE = 500;
/** The most ids a bulk request may tick; more is "all matching" (the query). */
export const BULK_MAX_IDS = 1000;
/** The operation that deletes; any other operation names one of the definition's actions. */
export const BULK_DELETE = 'delete';
/** How many record ids each reason keeps, to show which records it was. */
export const BULK_REASON_IDS = 10;

export const BULK_JOB_STATUSES = ['running', 'finished', 'interrupted'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** Whether an action can run over many records at once: one without lines or file input. */
export function isBulkAction(action: ActionDefinition): boolean {
  if (action.lines) return false;
  return !Object.values(action.input ?? {}).some((field) => field.type === 'file');
}

/** The definition's actions that can run in bulk, by name. */
export function bulkActions(resource: ResourceDefinition): string[] {
  return Object.entries(resource.actions)
    .filter(([, action]) => isBulkAction(action))
    .map(([name]) => name);
}

/** `POST` here to start a bulk job. */
export function bulkPath(resource: Pick<ResourceDefinition, 'segment'>): string {
  return `/api/${resource.segment}/bulk`;
}

/** `GET` here for a bulk job's progress. */
export function bulkJobPath(id: string): string {
  return `/api/bulk-jobs/${encodeURIComponent(id)}`;
}
