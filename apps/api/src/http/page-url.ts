import type { FastifyRequest } from 'fastify';

/** The absolute URL of the request's path, as Laravel's paginator writes its links. */
export function pagePath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  return `${request.protocol}://${request.host}${path}`;
}

/** Extra query parameters kept in page links (empty values dropped). */
export function keptQuery(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
