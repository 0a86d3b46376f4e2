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
