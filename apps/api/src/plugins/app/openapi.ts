/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 document built from the zod schemas the routes
 * validate with, collected as routes are added, so the document cannot drift from the server.
 */
import { APP_VERSION } from '@backoffice/contract';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

interface RouteDoc {
  method: string;
  url: string;
  schema: {
    summary?: string;
    description?: string;
    tags?: string[];
    consumes?: string[];
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    response?: Record<string, z.ZodType>;
  };
}

type JsonSchema = Record<string, unknown>;

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '401': 'Unauthenticated',
  '403': 'Forbidden',
  '404': 'Not Found',
  '419': 'CSRF token mismatch',
  '422': 'Validation failed',
  '429': 'Too many attempts',
};

function operation(route: RouteDoc): JsonSchema {
  const { schema } = route;
  const op: JsonSchema = {
    summary: schema.summary,
    description: schema.description,
    tags: schema.tags,
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
  };
  if (schema.body) {
    const body = jsonSchema(schema.body, 'input');
    const types = schema.consumes ?? ['application/x-www-form-urlencoded', 'application/json'];
    op.requestBody = {
      required: true,
      content: Object.fromEntries(types.map((type) => [type, { schema: body }])),
    };
  }
  const responses: JsonSchema = {};
  for (const [status, responseSchema] of Object.entries(schema.response ?? {})) {
    const entry: JsonSchema = { description: DESCRIPTIONS[status] ?? status };
    if (isZod(responseSchema) && status !== '204') {
      entry.content = { 'application/json': { schema: jsonSchema(responseSchema, 'output') } };
    }
    responses[status] = entry;
  }
  op.responses = responses;
  return op;
}

export function buildOpenApi(routes: RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backoffice API',
      version: APP_VERSION,
      description:
        'Laravel + Sanctum compatible API. Prime the session with GET /api/sanctum/csrf-cookie, ' +
        'then send the XSRF-TOKEN cookie back as X-XSRF-TOKEN on every state-changing call.',
    },
    paths,
  };
}

export const openApiPlugin = fp(
  async (app) => {
    const routes: RouteDoc[] = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as RouteDoc['schema'] | undefined;
      if (!schema || !route.url.startsWith('/api')) return;
      const zodParts = [
        schema.body,
        schema.querystring,
        schema.params,
        ...Object.values(schema.response ?? {}),
      ];
      if (!zodParts.some(isZod)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema });
      }
    });
    let document: string | null = null;
    app.get('/api/openapi.json', { config: { session: false } }, async (_request, reply) => {
      document ??= JSON.stringify(buildOpenApi(routes));
      return reply.type('application/json').send(document);
    });
  },
  { name: 'openapi' },
);
