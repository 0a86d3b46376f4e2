/**
 * The uploads of a resource's `file` fields as validation and storage see them. Only a file the
 * multipart parser read becomes a `ResourceUpload`; anything else sent for a file field (text,
 * or an object in a JSON body) stays what it is and fails the `file` rule, so a request can
 * never point a field at a stored file of its choosing.
 */
import {
  type FieldDefinition,
  type FileInput,
  fileExtension,
  type ResourceDefinition,
  UPLOAD_LIMIT_BYTES,
} from '@backoffice/contract';
import { sniffImageType, UploadedFile } from '../http/uploads';

/** An uploaded file for a `file` field: its cleaned name, its type, its size and its bytes. */
export class ResourceUpload implements FileInput {
  constructor(
    readonly name: string,
    /** Read from the bytes where they tell, else the client's claim; empty when unknown. */
    readonly type: string,
    /** In bytes; past the upload limit for a file the parser cut short. */
    readonly size: number,
    readonly data: Buffer,
  ) {}
}

/** Whether a value is a real upload (the `isFile` of `validateResource`). */
export function isResourceUpload(value: unknown): value is ResourceUpload {
  return value instanceof ResourceUpload;
}

/** The types whose bytes are checked: a file that claims one must have its signature. */
const SNIFFED_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);
const SNIFFED_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf']);
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * A file's type: from its first bytes for images and PDFs (never the client's word for those),
 * or the client's claim for other files. One that claims to be an image or a PDF by its type or
 * name but is not is `application/octet-stream`, which no `mimes` list of images takes.
 */
export function uploadType(upload: Pick<UploadedFile, 'filename' | 'mimetype' | 'data'>): string {
  const sniffed = sniffImageType(upload.data) ?? (isPdf(upload.data) ? 'application/pdf' : null);
  if (sniffed) return sniffed;
  const claimed = upload.mimetype.trim().toLowerCase();
  const byName = fileExtension({ name: upload.filename, type: '' });
  if (SNIFFED_TYPES.has(claimed) || SNIFFED_EXTENSIONS.has(byName)) {
    return 'application/octet-stream';
  }
  // A browser that does not know the type says octet-stream: the name tells more.
  if (claimed === 'application/octet-stream' || !MIME_TYPE.test(claimed)) return '';
  return claimed;
}

/** A file name safe to keep and to send back: no paths, no control characters, 255 at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

function toUpload(file: UploadedFile): ResourceUpload {
  // The parser cuts a file at the upload limit: all that is known is that it is over it.
  const size = file.truncated ? UPLOAD_LIMIT_BYTES + 1 : file.size;
  return new ResourceUpload(cleanFileName(file.filename), uploadType(file), size, file.data);
}

/** The body with the parsed uploads of the resource's file fields made `ResourceUpload`s. */
export function readUploads(resource: ResourceDefinition, body: unknown): unknown {
  return readFieldUploads(resource.fields, body);
}

/** The body with the parsed uploads of some `file` fields (an action's input) made uploads. */
export function readFieldUploads(
  fields: Readonly<Record<string, FieldDefinition>>,
  body: unknown,
): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  const read: Record<string, unknown> = { ...source };
  for (const [name, field] of Object.entries(fields)) {
    const value = source[name];
    if (field.type === 'file' && value instanceof UploadedFile) read[name] = toUpload(value);
  }
  return read;
}

/** Input as the audit trail keeps it: each upload by its file name, never its bytes. */
export function withoutUploadBytes(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      isResourceUpload(value) ? value.name : value,
    ]),
  );
}
