/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 document built from the zod schemas the routes
 * validate with, collected as routes are added, so the document cannot drift from the server.
 * The resources' endpoints check their input against the definitions rather than a zod schema:
 * their bodies (create, change, `_method` spoofing, actions) and list queries (search, sort,
 * filters, page) are described from the same definitions (see `resourceDocs`).
 */
import {
  type ActionDefinition,
  APP_VERSION,
  BULK_MAX_IDS,
  type FieldDefinition,
  type InputLinesDefinition,
  MAX_PER_PAGE,
  type ResourceDefinition,
} from '@backoffice/contract';
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

/** What a resource route takes beyond its zod schemas, read from the definition. */
interface ExtraDoc {
  query?: JsonSchema[];
  body?: JsonSchema;
  multipart?: boolean;
}

/** One field's JSON schema, from its type and rules (`max:n`, `min:n`, `between:a,b`). */
function fieldSchema(field: FieldDefinition): JsonSchema {
  const rules = field.rules ?? [];
  const bound = (name: string) => {
    const rule = rules.find((r) => r.startsWith(`${name}:`));
    return rule === undefined
      ? undefined
      : rule
          .slice(name.length + 1)
          .split(',')
          .map(Number);
  };
  const [min] = bound('min') ?? [];
  const [max] = bound('max') ?? [];
  const [low, high] = bound('between') ?? [];
  const lower = min ?? low;
  const upper = max ?? high;
  const out: JsonSchema = { title: field.label };
  switch (field.type) {
    case 'number':
      Object.assign(out, { type: 'number', minimum: lower, maximum: upper });
      break;
    case 'money':
      Object.assign(out, { type: 'integer', description: 'Integer cents' });
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'enum':
      Object.assign(out, { type: 'string', enum: [...(field.options ?? [])] });
      break;
    case 'reference':
      Object.assign(out, {
        type: 'integer',
        minimum: 1,
        maximum: 2_147_483_647,
        'x-resource': field.resource,
      });
      break;
    case 'date':
      Object.assign(out, { type: 'string', format: 'date' });
      break;
    case 'file':
      Object.assign(out, { type: 'string', format: 'binary' });
      break;
    default:
      Object.assign(out, {
        type: 'string',
        minLength: lower,
        maxLength: upper ?? 255,
        ...(field.type === 'email' ? { format: 'email' } : {}),
        ...(field.digits ? { pattern: '^[0-9]*$' } : {}),
      });
  }
  if (!rules.includes('required')) out.type = [out.type, 'null'].filter(Boolean);
  if (field.default !== undefined) out.default = field.default;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

function fieldsSchema(
  fields: Readonly<Record<string, FieldDefinition>>,
  lines: InputLinesDefinition | null | undefined,
  mode: 'create' | 'update',
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    properties[name] = fieldSchema(field);
    if ((field.rules ?? []).includes('confirmed')) {
      properties[`${name}_confirmation`] = fieldSchema(field);
    }
    if (mode === 'create' && (field.rules ?? []).includes('required')) required.push(name);
  }
  if (lines) {
    properties.lines = {
      type: 'array',
      title: lines.label,
      minItems: lines.min,
      maxItems: lines.max,
      items: fieldsSchema(lines.fields, null, 'create'),
    };
    if (mode === 'create' && (lines.min ?? 0) > 0) required.push('lines');
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function withVersion(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: {
      ...properties,
      version: { type: 'integer', minimum: 1, description: 'The version the change is based on' },
    },
  };
}

function listQuery(resource: ResourceDefinition): JsonSchema[] {
  const sortable = [
    'id',
    'created_at',
    ...Object.keys(resource.fields).filter((n) => resource.fields[n]?.sortable),
    ...Object.keys(resource.computed).filter((n) => resource.computed[n]?.sortable),
  ];
  const query: JsonSchema[] = [
    { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
    {
      name: 'per_page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE },
    },
    { name: 'search', in: 'query', required: false, schema: { type: 'string', maxLength: 255 } },
    { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: sortable } },
    {
      name: 'direction',
      in: 'query',
      required: false,
      schema: { type: 'string', enum: ['asc', 'desc'] },
    },
    { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['csv'] } },
    {
      name: 'ids',
      in: 'query',
      required: false,
      description: `Only these records: up to ${BULK_MAX_IDS} ids, comma-separated (\`ids=4,9\`)`,
      schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
    },
  ];
  const filterable = [
    ...Object.entries(resource.fields).filter(([, f]) => f.filterable),
    ...Object.entries(resource.computed)
      .filter(([, f]) => f.filterable)
      .map(([n, f]) => [n, { ...f, rules: [] } as FieldDefinition] as const),
  ];
  for (const [name, field] of filterable) {
    const schema = fieldSchema({ ...field, rules: [...(field.rules ?? []), 'required'] });
    query.push({ name: `filter[${name}]`, in: 'query', required: false, schema });
    if (['date', 'number', 'money'].includes(field.type)) {
      for (const bound of ['from', 'to']) {
        query.push({ name: `filter[${name}][${bound}]`, in: 'query', required: false, schema });
      }
    }
  }
  return query;
}

function actionBody(action: ActionDefinition): JsonSchema {
  return withVersion(fieldsSchema(action.input ?? {}, action.lines, 'create'));
}

/** The input of the resource route at `method url`, when `url` is one of a resource's. */
export function resourceDocs(
  resources: readonly ResourceDefinition[],
  method: string,
  url: string,
): ExtraDoc | null {
  const match = /^\/api\/([a-z0-9-]+)(?:\/:id(?:\/([a-z0-9-]+))?)?$/.exec(url);
  if (!match) return null;
  const [, segment, rest] = match;
  const resource = resources.find((r) => r.segment === segment);
  if (!resource) return null;
  const multipart = Object.values(resource.fields).some((f) => f.type === 'file' && !f.readOnly);
  const single = url.endsWith('/:id');
  if (rest) {
    const action = resource.actions[rest];
    return method === 'POST' && action ? { body: actionBody(action) } : null;
  }
  if (!single && method === 'GET') return { query: listQuery(resource) };
  if (!single && method === 'POST') {
    return { body: fieldsSchema(resource.fields, resource.lines, 'create'), multipart };
  }
  if (single && (method === 'PUT' || method === 'PATCH') && resource.offers.includes('update')) {
    return { body: withVersion(fieldsSchema(resource.fields, resource.lines, 'update')) };
  }
  if (single && method === 'POST' && resource.offers.includes('update')) {
    const body = withVersion(fieldsSchema(resource.fields, resource.lines, 'update'));
    const properties = body.properties as Record<string, JsonSchema>;
    return {
      body: {
        ...body,
        properties: { _method: { type: 'string', enum: ['PUT', 'PATCH'] }, ...properties },
        required: ['_method'],
      },
      multipart,
    };
  }
  return null;
}

const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

function operation(route: RouteDoc, extra: ExtraDoc | null): JsonSchema {
  const { schema } = route;
  const op: JsonSchema = {
    summary: schema.summary,
    description: schema.description,
    tags: schema.tags,
    parameters: [
      ...parameters(schema.params, 'path'),
      ...parameters(schema.querystring, 'query'),
      ...(extra?.query ?? []),
    ],
  };
  const body = schema.body ? jsonSchema(schema.body, 'input') : extra?.body;
  if (body) {
    const types = schema.consumes ?? [
      ...BODY_TYPES,
      ...(extra?.multipart ? ['multipart/form-data'] : []),
    ];
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

export function buildOpenApi(
  routes: RouteDoc[],
  resources: readonly ResourceDefinition[] = [],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    const extra = resourceDocs(resources, route.method, route.url);
    (paths[path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(
      route,
      extra,
    );
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

export interface OpenApiOptions {
  /** The resource definitions served, whose bodies and list queries the document describes. */
  resources?: readonly ResourceDefinition[];
}

export const openApiPlugin = fp<OpenApiOptions>(
  async (app, options) => {
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
      document ??= JSON.stringify(buildOpenApi(routes, options.resources ?? []));
      return reply.type('application/json').send(document);
    });
  },
  { name: 'openapi' },
);
