/**
 * A resource's calls, from its definition: the list (`GET /api/<segment>?...`), one record, its
 * audit trail, the options of a reference field, create, update and delete. Every change
 * refetches the resource's lists and forgets its cached record.
 */
import { type ApiClient, getPrefetched, inGroup, useApiClient } from '@backoffice/api-client';
import {
  AUDIT_PER_PAGE,
  type AuditEntry,
  fieldsWhere,
  findResource,
  IDEMPOTENCY_HEADER,
  type Page,
  type Paginator,
  type ResourceDefinition,
  resourcePath,
  toPage,
} from '@backoffice/contract';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { useResourceRegistry } from '../../registry/ResourceRegistryContext';
import { runUndoableAction } from '../../toast/undoApi';
import type { FormValue, ResourceRow } from '../lib/formValues';

const KEY_GROUP = 'resources';

export const resourceKeys = {
  // A nested resource's lists differ by parent (`scopedResource` fills its segment); its records
  // are one table's, so an id names one record under any parent.
  list: (resource: ResourceDefinition, query: string) =>
    [
      KEY_GROUP,
      resource.name,
      'list',
      resource.parent ? `${resource.segment}?${query}` : query,
    ] as const,
  record: (resource: ResourceDefinition, id: number) =>
    [KEY_GROUP, resource.name, 'record', id] as const,
  audit: (resource: ResourceDefinition, id: number, page: number) =>
    [KEY_GROUP, resource.name, 'audit', id, page] as const,
};

/** How many options a reference select loads: the API's largest page. */
export const REFERENCE_OPTIONS_LIMIT = 100;

export async function fetchRecords(
  client: ApiClient,
  resource: ResourceDefinition,
  query: string,
): Promise<Page<ResourceRow>> {
  return toPage(await getPrefetched<Paginator<ResourceRow>>(client, recordsPath(resource, query)));
}

/** The path of a list's page: `/api/<segment>?<query>`. */
export function recordsPath(resource: ResourceDefinition, query: string): string {
  return query ? `${resourcePath(resource)}?${query}` : resourcePath(resource);
}

export async function fetchRecord(
  client: ApiClient,
  resource: ResourceDefinition,
  id: number,
): Promise<ResourceRow> {
  return (await client.get<{ data: ResourceRow }>(resourcePath(resource, id))).data;
}

export async function fetchAudit(
  client: ApiClient,
  resource: ResourceDefinition,
  id: number,
  page: number,
): Promise<Page<AuditEntry>> {
  const path = `${resourcePath(resource, id)}/audit`;
  return toPage(await client.get<Paginator<AuditEntry>>(path, { query: { page } }));
}

/**
 * Saves a record: a create (with the form's idempotency key, so a repeat answers the first
 * record) or an update of record `id`. A body holding a chosen `File` travels as multipart (an
 * update then as `POST` with `_method=PUT`, as Laravel reads uploads); any other as a form. The
 * idempotency key goes as a header either way. An update sends the `version` the form was opened
 * at (when the record answered one): if someone saved meanwhile, the server answers 409 with the
 * record as it is now (see `conflictRecord`).
 */
export async function saveRecord(
  client: ApiClient,
  resource: ResourceDefinition,
  body: Record<string, FormValue>,
  target: { id: number; version?: number | undefined } | { idempotencyKey: string },
): Promise<ResourceRow> {
  if ('id' in target) {
    const sent = target.version === undefined ? body : { ...body, version: target.version };
    return (await client.put<{ data: ResourceRow }>(resourcePath(resource, target.id), sent)).data;
  }
  const headers = { [IDEMPOTENCY_HEADER]: target.idempotencyKey };
  return (await client.post<{ data: ResourceRow }>(resourcePath(resource), body, { headers })).data;
}

/**
 * Runs an action on a record (`POST /api/<segment>/{id}/<action>`) with its input and the
 * version the screen shows: it answers the record as the action left it; a wrong state or an
 * older version answers 409 with a sentence, a bad input 422.
 */
export async function runAction(
  client: ApiClient,
  resource: ResourceDefinition,
  target: { id: number; version?: number | undefined },
  action: string,
  input: Record<string, FormValue>,
): Promise<ResourceRow> {
  return (await runUndoableAction(client, resource, target, action, input)).data;
}

/** A page of the list; the previous page stays shown while the next one loads. */
export function useRecords(
  resource: ResourceDefinition,
  query: string,
): SWRResponse<Page<ResourceRow>, Error> {
  const client = useApiClient();
  return useSWR(resourceKeys.list(resource, query), () => fetchRecords(client, resource, query), {
    keepPreviousData: true,
  });
}

/** One record; nothing is fetched while `id` is null. */
export function useRecord(
  resource: ResourceDefinition,
  id: number | null,
): SWRResponse<ResourceRow, Error> {
  const client = useApiClient();
  return useSWR(id === null ? null : resourceKeys.record(resource, id), () =>
    fetchRecord(client, resource, id as number),
  );
}

/** A page of a record's audit trail, newest first. */
export function useAuditTrail(
  resource: ResourceDefinition,
  id: number,
  page: number,
): SWRResponse<Page<AuditEntry>, Error> {
  const client = useApiClient();
  return useSWR(
    resourceKeys.audit(resource, id, page),
    () => fetchAudit(client, resource, id, page),
    { keepPreviousData: true },
  );
}

export { AUDIT_PER_PAGE };

/** The definition a reference field points to, among the registry's resources. */
export function useReferencedResource(name: string | undefined): ResourceDefinition | undefined {
  const { resources } = useResourceRegistry();
  return name === undefined ? undefined : findResource(resources, name);
}

/** The list query of a reference select: the first page of titles, in title order. */
export function referenceQuery(resource: ResourceDefinition): string {
  const sortable = fieldsWhere(resource, 'sortable').includes(resource.titleField);
  const params = new URLSearchParams({ per_page: String(REFERENCE_OPTIONS_LIMIT) });
  if (sortable) {
    params.set('sort', resource.titleField);
    params.set('direction', 'asc');
  }
  return params.toString();
}

/** The records a reference field may point to, as `{ name, value }` options. */
export function useReferenceOptions(resource: ResourceDefinition | undefined) {
  const client = useApiClient();
  const query = resource ? referenceQuery(resource) : '';
  const answer = useSWR(resource ? resourceKeys.list(resource, query) : null, () =>
    fetchRecords(client, resource as ResourceDefinition, query),
  );
  const options = (answer.data?.items ?? []).map((row) => ({
    name: String(row[resource?.titleField ?? 'id'] ?? row.id),
    value: row.id,
  }));
  return { options, isLoading: answer.isLoading, error: answer.error as Error | undefined };
}

/** A user of the active brand, as `GET /api/staff` answers them. */
export interface StaffMember {
  id: number;
  name: string;
  roles: string[];
}

/**
 * The users of the active brand a staff field may name (`GET /api/staff`), as `{ name, value }`
 * options.
 */
export function useStaffOptions() {
  const client = useApiClient();
  const answer = useSWR(['staff', ''], async () => {
    return (await client.get<{ data: StaffMember[] }>('/api/staff')).data;
  });
  const options = (answer.data ?? []).map((user) => ({ name: user.name, value: user.id }));
  return { options, isLoading: answer.isLoading, error: answer.error as Error | undefined };
}

/** Refetches the resource's lists and forgets (or replaces) one cached record after a change. */
export function useResourceRevalidation(resource: ResourceDefinition) {
  const { mutate } = useSWRConfig();
  return async (id: number, record: ResourceRow | undefined) => {
    await mutate(resourceKeys.record(resource, id), record, { revalidate: false });
    const group = inGroup(KEY_GROUP);
    void mutate(
      (key: unknown) =>
        group(key) && (key as unknown[])[1] === resource.name && (key as unknown[])[2] !== 'record',
    );
  };
}
