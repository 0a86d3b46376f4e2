/**
 * The calls of a bulk action: start a job (`POST /api/<segment>/bulk` with the operation, the
 * ticked ids or the list's query, and the action's input) and follow it (`GET
 * /api/bulk-jobs/{id}` every half second while it runs).
 */
import { type ApiClient, useApiClient } from '@backoffice/api-client';
import { type BulkJob, bulkJobPath, bulkPath, type ResourceDefinition } from '@backoffice/contract';
import useSWR, { type SWRResponse } from 'swr';
import type { FormValues } from '../resources/lib/formValues';

/** How often a running job's progress is asked for. */
export const BULK_POLL_MS = 500;

/** What a bulk job works on: the ticked records, or every record the list's query matches. */
export type BulkTarget = { ids: readonly number[] } | { query: string };

export const bulkKeys = {
  job: (id: string) => ['bulk-jobs', id] as const,
};

/**
 * Starts a bulk job; answers it as it starts (its `total` is the number of records it takes).
 * The body travels as a form like every other call: `ids[0]=4`, `input[reason]=...`.
 */
export async function startBulkJob(
  client: ApiClient,
  resource: ResourceDefinition,
  operation: string,
  target: BulkTarget,
  input?: FormValues,
): Promise<BulkJob> {
  const body = {
    operation,
    ...('ids' in target ? { ids: [...target.ids] } : { query: target.query }),
    ...(input && Object.keys(input).length > 0 ? { input } : {}),
  };
  return (await client.post<{ data: BulkJob }>(bulkPath(resource), body)).data;
}

export async function fetchBulkJob(client: ApiClient, id: string): Promise<BulkJob> {
  return (await client.get<{ data: BulkJob }>(bulkJobPath(id))).data;
}

/** Whether the job still runs (and its progress is worth asking for again). */
export function isRunning(job: BulkJob | undefined): boolean {
  return job === undefined || job.status === 'running';
}

/**
 * A bulk job's progress, asked for every `BULK_POLL_MS` until it has finished (or was
 * interrupted); nothing is fetched while `id` is null. `started` is the job as the start
 * answered it, shown until the first progress arrives.
 */
export function useBulkJob(id: string | null, started?: BulkJob): SWRResponse<BulkJob, Error> {
  const client = useApiClient();
  return useSWR(id === null ? null : bulkKeys.job(id), () => fetchBulkJob(client, id as string), {
    ...(started ? { fallbackData: started } : {}),
    refreshInterval: (latest: BulkJob | undefined) => (isRunning(latest) ? BULK_POLL_MS : 0),
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
}
