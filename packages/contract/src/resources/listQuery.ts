/** A list request's query and its query string: what a list needs before any request is made. */
import type { SortDirection } from './defineResource';

/** A date or number filter may be a range: `filter[hire_date][from]=...&filter[hire_date][to]=...`. */
export type FilterValue = string | { from?: string; to?: string };

/** The list's query, as the app builds it and the server reads it. */
export interface ListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  sort?: string;
  direction?: SortDirection;
  filter?: Record<string, FilterValue>;
  format?: 'csv';
}

/** The query string of a list request: `filter[kind]=fixed&sort=name&direction=asc`. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of ['page', 'per_page', 'search', 'sort', 'direction', 'format'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (typeof value === 'string') {
      if (value !== '') params.set(`filter[${field}]`, value);
      continue;
    }
    if (value.from) params.set(`filter[${field}][from]`, value.from);
    if (value.to) params.set(`filter[${field}][to]`, value.to);
  }
  return params.toString();
}
