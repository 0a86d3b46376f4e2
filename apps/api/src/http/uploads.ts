/** Files received in multipart bodies, and the zod schemas that check them. */
import { UPLOAD_LIMIT_BYTES } from '@backoffice/contract';
import { z } from 'zod';

export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly data: Buffer,
    /** True when the stream went past the upload limit and was cut. */
    readonly truncated: boolean,
  ) {}

  get size(): number {
    return this.data.length;
  }
}

const IMAGE_SIGNATURES: { type: string; bytes: number[]; offset?: number }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
];

/** The image type read from the file's first bytes (never from the client's claim), or null. */
export function sniffImageType(data: Buffer): string | null {
  for (const sig of IMAGE_SIGNATURES) {
    const at = sig.offset ?? 0;
    if (sig.bytes.every((b, i) => data[at + i] === b)) return sig.type;
  }
  return null;
}

/** Whether the bytes start as a PDF does. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

const TEXT_DECODER = new TextDecoder('utf-8', { fatal: true });
/** Control characters other than tab, line feed and carriage return (and NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false;
  try {
    return !CONTROL.test(TEXT_DECODER.decode(data));
  } catch {
    return false;
  }
}

/**
 * A stored file's type, read from its bytes and never from the client's claim: PNG, JPEG, GIF,
 * WebP and PDF by their signatures, `text/plain` for UTF-8 text (scripts and markup included:
 * as text they never run), else `application/octet-stream`.
 */
export function sniffFileType(data: Buffer): string {
  return (
    sniffImageType(data) ??
    (isPdf(data) ? 'application/pdf' : null) ??
    (isPlainText(data) ? 'text/plain' : 'application/octet-stream')
  );
}

/** The images a browser draws in place without running anything (SVG runs script: not here). */
export const INLINE_FILE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);
const SERVED_AS_IS = new Set([...INLINE_FILE_TYPES, 'application/pdf', 'text/plain']);

/**
 * The type a stored file is sent with: its own when it is one a browser cannot run (the images,
 * PDF, plain text), else `application/octet-stream`; so files stored with a client's claim
 * (`application/javascript`, `text/html`, `image/svg+xml`, XML) before types were sniffed are
 * never served as what they claimed.
 */
export function servedFileType(stored: string): string {
  const type = stored.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!SERVED_AS_IS.has(type)) return 'application/octet-stream';
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

const kilobytes = UPLOAD_LIMIT_BYTES / 1024;

/** A multipart file of at most 2 MB. */
export const uploadedFileSchema = z
  .custom<UploadedFile>((v) => v instanceof UploadedFile, { params: { rule: 'file' } })
  .refine((f) => !f.truncated && f.size <= UPLOAD_LIMIT_BYTES, {
    params: { rule: 'max', kind: 'file', max: kilobytes },
  })
  .meta({ type: 'string', format: 'binary' });

/** A multipart image (PNG, JPEG, GIF or WebP) of at most 2 MB. */
export const uploadedImageSchema = uploadedFileSchema
  .refine((f) => sniffImageType(f.data) !== null, { params: { rule: 'image' } })
  .meta({ type: 'string', format: 'binary' });
