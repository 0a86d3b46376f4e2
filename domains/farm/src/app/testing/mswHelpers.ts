/**
 * What every MSW handler of the farm's screens answers like the server: Laravel's 422 and the
 * 409 of a wrong state, a 404, a form body read as PHP reads it, and a page of a paginator.
 */
import { buildPaginator } from '@backoffice/contract';
import { HttpResponse } from 'msw';

export type Body = Record<string, unknown>;

export const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json(
    { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
    { status: 422 },
  );
export const conflict = (message: string, data?: object) =>
  HttpResponse.json(data ? { message, data } : { message }, { status: 409 });
export const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

/** A form body as PHP reads it: `lines[0][quantity]=2` becomes `{lines: {0: {quantity: '2'}}}`. */
export async function readForm(request: Request): Promise<Body> {
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(await request.text())) {
    const [head = key, ...rest] = key.split('[').map((part) => part.replace(/\]$/, ''));
    let target = body;
    for (const segment of [head, ...rest].slice(0, -1)) {
      target[segment] ??= {};
      target = target[segment] as Body;
    }
    target[[head, ...rest].at(-1) ?? head] = value;
  }
  return body;
}

/** A Laravel page of the rows, with the list's `totals` over every row when given. */
export function page<T>(
  rows: T[],
  url: URL,
  path: string,
  perPageDefault = 15,
  totals?: (rows: T[]) => Record<string, number>,
) {
  const perPage = Number(url.searchParams.get('per_page')) || perPageDefault;
  const current = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const paginator = buildPaginator(rows.slice((current - 1) * perPage, current * perPage), {
    page: current,
    perPage,
    total: rows.length,
    path,
  });
  return HttpResponse.json(totals ? { ...paginator, totals: totals(rows) } : paginator);
}
