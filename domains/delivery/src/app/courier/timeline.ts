/**
 * A record's timeline (`GET /api/<segment>/{id}/timeline`): every change, oldest first, with
 * its time, who made it and its note. An order and a courier request answer the same shape; it
 * is read again whenever the record's version moves.
 */
import { useApiClient } from '@backoffice/api-client';
import { type ResourceDefinition, resourcePath } from '@backoffice/contract';
import useSWR from 'swr';

export interface TimelineStep {
  status: string;
  action: string;
  /** ISO 8601. */
  at: string;
  by: { id: number; name: string } | null;
  note: string | null;
}

/** The timeline of a record at a version; nothing is fetched while `id` is null. */
export function useTimeline(resource: ResourceDefinition, id: number | null, version: unknown) {
  const client = useApiClient();
  return useSWR(id === null ? null : [resource.segment, id, 'timeline', version], () =>
    client
      .get<{ data: TimelineStep[] }>(`${resourcePath(resource, id as number)}/timeline`)
      .then((answer) => answer.data),
  );
}
