/**
 * Request bodies: JSON (Fastify's own), form-encoded with PHP-style field names (what the app
 * and pusher-js send) and multipart (uploads, 2 MB per file). Multipart fields and files are
 * gathered into the same nested shape as a form body before validation.
 */
import { UPLOAD_LIMIT_BYTES } from '@backoffice/contract';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assignField, finishFields, parseForm } from '../../http/form';
import { UploadedFile } from '../../http/uploads';

type Part = MultipartFile | MultipartValue;

async function collectFile(part: MultipartFile): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  // A file input left empty still sends a part, with no file name and no bytes.
  const value = part.filename
    ? new UploadedFile(part.filename, part.mimetype, data, part.file.truncated)
    : null;
  (part as unknown as { value: UploadedFile | null }).value = value;
}

function multipartToFields(body: Record<string, Part | Part[]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const entry of Object.values(body)) {
    for (const part of Array.isArray(entry) ? entry : [entry]) {
      assignField(root, part.fieldname, (part as { value?: unknown }).value ?? null);
    }
  }
  return finishFields(root) as Record<string, unknown>;
}

/** The requests whose multipart body was read to its end without an error. */
const multipartRead = new WeakSet<object>();

/**
 * Whether an error came from reading a multipart body: no boundary, cut short, malformed parts
 * (the parser's own errors carry no status). Such a request answers 400, never 500.
 */
export function isBrokenMultipart(
  request: FastifyRequest,
  error: { statusCode?: number },
): boolean {
  return error.statusCode === undefined && request.isMultipart() && !multipartRead.has(request.raw);
}

export interface BodyParserOptions {
  /** Largest JSON or form body in bytes. */
  bodyLimit: number;
}

export const bodyParsersPlugin = fp<BodyParserOptions>(
  async (app, options) => {
    await app.register(cookie);
    await app.register(formbody, { bodyLimit: options.bodyLimit, parser: parseForm });
    await app.register(multipart, {
      attachFieldsToBody: true,
      throwFileSizeLimit: false,
      onFile: collectFile,
      limits: {
        fileSize: UPLOAD_LIMIT_BYTES,
        files: 10,
        fields: 200,
        fieldSize: 100 * 1024,
        parts: 210,
      },
    });
    app.addHook('preValidation', async (request) => {
      // Runs after the multipart parser's own hook: the body was read whole.
      if (request.isMultipart()) multipartRead.add(request.raw);
      if (request.isMultipart() && request.body && typeof request.body === 'object') {
        request.body = multipartToFields(request.body as Record<string, Part | Part[]>);
      }
    });
  },
  { name: 'body-parsers' },
);
