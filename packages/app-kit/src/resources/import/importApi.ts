import type { ApiClient } from '@backoffice/api-client';
import {
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  importPath,
  type ResourceDefinition,
} from '@backoffice/contract';

/** Checks a CSV file against the resource's rules: its counts and its bad rows, nothing written. */
export async function previewImport(
  client: ApiClient,
  resource: ResourceDefinition,
  file: File,
): Promise<ImportPreview> {
  return (await client.post<{ data: ImportPreview }>(importPath(resource, 'preview'), { file }))
    .data;
}

/** Imports every row (`all`, refused with 422 while any is bad) or only the valid ones. */
export async function runImport(
  client: ApiClient,
  resource: ResourceDefinition,
  file: File,
  mode: Exclude<ImportMode, 'preview'>,
): Promise<ImportResult> {
  return (await client.post<{ data: ImportResult }>(importPath(resource, mode), { file })).data;
}
