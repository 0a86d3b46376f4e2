/**
 * How a record's stored file is sent: its own type, never sniffed by the browser, shown in place
 * when it is an image the browser draws safely and downloaded otherwise, under its file name.
 */
import type { FastifyReply } from 'fastify';
import { servedFileType } from '../http/uploads';
import type { StoredFileContent } from './repository';

/** The types shown in place (an `<img>`, a new tab); SVG is not among them (it runs script). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** RFC 8187's `attr-char` leaves out some characters `encodeURIComponent` keeps. */
function encodeHeaderValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name for clients that only read `filename`: printable ASCII without quotes or slashes. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * `inline` for images, `attachment` otherwise, with the name both as plain ASCII and in full
 * (`filename*=UTF-8''...`).
 */
export function contentDisposition(name: string, contentType: string): string {
  const kind = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeHeaderValue(name)}`;
}

/** Sends the file's bytes; a replaced file keeps its address, so caches must ask again. */
export function sendStoredFile(reply: FastifyReply, file: StoredFileContent): void {
  reply
    .type(servedFileType(file.contentType))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', contentDisposition(file.name, file.contentType))
    .send(file.data);
}
