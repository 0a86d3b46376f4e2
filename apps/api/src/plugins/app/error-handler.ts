/**
 * The one error handler. Our own errors carry their status and Laravel body; client mistakes the
 * framework detects (bad JSON, too large, wrong media type) answer their 4xx with a fixed
 * message; a database that cannot be reached answers 503 with `Retry-After`; anything else is
 * logged with the request id and answered with a bare 500.
 */
import { STATUS_CODES } from 'node:http';
import { AUTH_MESSAGES } from '@backoffice/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../http/errors';
import { isBrokenMultipart } from '../external/body-parsers';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its header.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files.',
  FST_FIELDS_LIMIT: 'Too many fields.',
  FST_PARTS_LIMIT: 'Too many parts.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart.',
  FST_PROTO_VIOLATION: 'The request body is malformed.',
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.code && CLIENT_MESSAGES[error.code]) return CLIENT_MESSAGES[error.code] as string;
  if (error instanceof SyntaxError) return 'The request body is malformed.';
  return STATUS_CODES[status] ?? 'Bad Request';
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply.code(error.statusCode).headers(error.headers).send(error.body);
      }
      if (isBrokenMultipart(request, error)) {
        request.log.info({ err: error.message }, 'client error: broken multipart body');
        return reply.code(400).send({ message: CLIENT_MESSAGES.FST_PROTO_VIOLATION });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return reply.code(status).send({ message: clientMessage(error, status) });
      }
      if (isDatabaseUnavailable(error)) {
        // The database is gone for now: the client may retry; the pool reconnects by itself.
        request.log.warn({ err: error.message }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: 'Service Unavailable' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: AUTH_MESSAGES.serverError });
    });
  },
  { name: 'error-handler' },
);
