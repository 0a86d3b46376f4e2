/**
 * Routes declare zod schemas (the contract's); these compilers make Fastify validate with them
 * and answer Laravel's 422 body. A params failure is a 404, as a route with a malformed id
 * matches nothing in Laravel.
 */
import { normaliseInput, zodIssuesToErrors } from '@backoffice/contract';
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import type { z } from 'zod';
import { notFound, unprocessable } from './errors';

/** Types handlers' `request.body/query/params` from the route's zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
const INT4_MAX = 2_147_483_647;

function idsInRange(params: unknown): boolean {
  if (!isPlainObject(params)) return true;
  return Object.values(params).every(
    (value) =>
      typeof value !== 'number' || (Number.isSafeInteger(value) && Math.abs(value) <= INT4_MAX),
  );
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    // Laravel reads a body that is not an object (a JSON list, a bare string) as no input.
    const raw = httpPart === 'body' && !isPlainObject(data) ? {} : data;
    const input = httpPart === 'params' ? raw : normaliseInput(raw);
    const result = schema.safeParse(input);
    if (result.success) {
      // An id past what an integer column holds matches no row: 404 before any SQL.
      if (httpPart === 'params' && !idsInRange(result.data)) return { error: notFound() };
      return { value: result.data };
    }
    if (httpPart === 'params') return { error: notFound() };
    return { error: unprocessable(zodIssuesToErrors(result.error.issues, input)) };
  };
};

const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

export function useZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
