/**
 * Hostile input stopped before any route reads it, for every route (the modules' and the
 * resources'): a body nested deeper than `MAX_INPUT_DEPTH` answers 400 before validation; a
 * NUL or an unpaired surrogate in any query or body value (or name) answers 422 naming the
 * field, after the sign-in and permission checks, as Laravel's order of checks has it. Broken
 * multipart bodies are answered 400 by the error handler (see `body-parsers.ts`).
 */
import { inspectInput, invalidTextMessage } from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unprocessable } from '../../http/errors';

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object') {
        if (inspectInput(request.body).tooDeep) throw new HttpError(400, TOO_DEEP_MESSAGE);
      }
    });
    app.addHook('preHandler', async (request) => {
      const paths = [
        // The query parser's object has a prototype of its own: copied, it is walked like a body.
        ...inspectInput({ ...(request.query as object) }).invalidText,
        ...inspectInput(request.body).invalidText,
      ];
      if (paths.length === 0) return;
      const errors: Record<string, string[]> = {};
      for (const path of paths) errors[path || 'input'] = [invalidTextMessage(path || 'input')];
      throw unprocessable(errors);
    });
  },
  { name: 'input-guard' },
);
