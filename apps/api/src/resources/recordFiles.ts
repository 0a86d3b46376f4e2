/**
 * The files of a record's `file` fields through a save, inside the save's transaction: new
 * uploads are stored and their keys become the fields' values, the names of old and new files
 * are read for the audit trail, and files a record no longer refers to (replaced, cleared, or
 * of a deleted record) are then removed with `deleteStoredFiles`.
 */
import { fileFields, type ResourceDefinition } from '@backoffice/contract';
import type { FileNames } from './audit';
import { type Executor, type Row, storedFileNames, storeFile } from './repository';
import { isResourceUpload } from './resourceUploads';

/** The values with each upload stored and replaced by its key. */
export async function storeUploads(
  db: Executor,
  resource: ResourceDefinition,
  values: Row,
  ownerId: number,
): Promise<Row> {
  const stored: Row = { ...values };
  for (const name of fileFields(resource)) {
    const upload = values[name];
    if (!isResourceUpload(upload)) continue;
    stored[name] = await storeFile(
      db,
      { name: upload.name, type: upload.type || 'application/octet-stream', data: upload.data },
      ownerId,
    );
  }
  return stored;
}

/** The file keys a row holds, in its file fields. */
export function fileKeys(resource: ResourceDefinition, row: Row | null): string[] {
  if (!row) return [];
  return fileFields(resource)
    .map((name) => row[name])
    .filter((key): key is string => typeof key === 'string' && key !== '');
}

/**
 * The keys of `before` that `after` gives up: fields `after` sets to another file or to none.
 * Fields `after` leaves out keep their file; a deleted record (`after` null) gives up them all.
 */
export function releasedKeys(
  resource: ResourceDefinition,
  before: Row | null,
  after: Row | null,
): string[] {
  if (!before) return [];
  return fileFields(resource)
    .filter((name) => {
      const old = before[name];
      if (typeof old !== 'string' || old === '') return false;
      return after === null || (Object.hasOwn(after, name) && after[name] !== old);
    })
    .map((name) => before[name] as string);
}

/** The names of the files two versions of a record refer to, for `changesBetween`. */
export function fileNamesOf(
  db: Executor,
  resource: ResourceDefinition,
  before: Row | null,
  after: Row | null,
): Promise<FileNames> {
  return storedFileNames(db, [...fileKeys(resource, before), ...fileKeys(resource, after)]);
}
