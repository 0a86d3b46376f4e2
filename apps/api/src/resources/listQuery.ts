/**
 * The list's query string, checked with the same rules and messages as a form:
 * `?page=2&per_page=50&search=ann&sort=name&direction=asc&filter[status]=active` and, for dates
 * and numbers, `filter[hire_date][from]=2024-01-01&filter[hire_date][to]=2024-12-31`.
 * Unknown sorts and filters answer 422 rather than being ignored, so a typo never passes for an
 * empty result. `ids=1,2,3` (up to 1,000 whole numbers) narrows the list, and its CSV, to those
 * records: the rows ticked on a list.
 */
import {
  addError,
  BULK_MAX_IDS,
  type FieldDefinition,
  type FieldErrors,
  isDateOnly,
  MAX_PER_PAGE,
  normaliseInput,
  pageField,
  type ResourceDefinition,
  type Rules,
  ruleMessage,
  type SortDirection,
  toFieldValue,
  validate,
  zodIssuesToErrors,
} from '@backoffice/contract';
import { z } from 'zod';
import { unprocessable } from '../http/errors';
import type { Filter, ListOptions } from './repository';

export interface ListRequest extends ListOptions {
  page: number;
  perPage: number;
  csv: boolean;
  /** The parameters to keep in page links, as sent. */
  kept: Record<string, string>;
}

/**
 * `?page=N` of a resource's list and of a record's audit trail, read as every list reads it
 * (`pageField`: a missing, non-numeric or < 1 page is page 1, as in Laravel) up to `MAX_PAGE`:
 * past it a 422 at `page` (`The page field must not be greater than …`), so an offset never
 * leaves the database's integers. A page past the last answers an empty page.
 */
export const pageQuery = z.object({ page: pageField() });

/** The largest id a PostgreSQL `serial` column holds. */
const MAX_ROW_ID = 2_147_483_647;

/** `ids=1,2,3`: the ids, or null when absent or blank; errors under `ids`. */
function idsOf(raw: unknown, errors: FieldErrors): number[] | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > BULK_MAX_IDS) {
    addError(errors, 'ids', `The ids field must not have more than ${BULK_MAX_IDS} items.`);
    return null;
  }
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
    if (!(id >= 1 && id <= MAX_ROW_ID)) {
      addError(errors, 'ids', 'The ids field must be a list of whole numbers separated by commas.');
      return null;
    }
    ids.push(id);
  }
  return [...new Set(ids)];
}

const FILTER_KEY = /^filter\[([^[\]]+)\](?:\[(from|to)\])?$/;
const RANGED: ReadonlySet<FieldDefinition['type']> = new Set(['date', 'number', 'money']);

/** `filter[x]=v` and `filter[x][from]=v` as Fastify's flat parser gives them, made nested. */
function filtersOf(query: Record<string, unknown>): {
  filters: Record<string, unknown>;
  kept: Record<string, string>;
} {
  const filters: Record<string, unknown> = {};
  const kept: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (typeof value !== 'string') continue;
    kept[key] = value;
    const [, name, bound] = match as unknown as [string, string, string | undefined];
    if (bound) {
      const range = (typeof filters[name] === 'object' && filters[name]) || {};
      filters[name] = { ...(range as object), [bound]: value };
    } else {
      filters[name] = value;
    }
  }
  return { filters, kept };
}

/** A stored or computed field by name, as far as sorts and filters read it. */
function listField(
  resource: ResourceDefinition,
  name: string,
): Pick<FieldDefinition, 'type' | 'sortable' | 'filterable' | 'options'> | undefined {
  return resource.fields[name] ?? resource.computed[name];
}

function typeRule(field: Pick<FieldDefinition, 'type' | 'options'>): string {
  switch (field.type) {
    case 'enum':
      return `in:${(field.options ?? []).join(',')}`;
    case 'boolean':
      return 'boolean';
    case 'money':
      return 'integer';
    case 'reference':
      // Ids a PostgreSQL integer column holds; a larger one would fail in SQL.
      return 'integer|between:1,2147483647';
    case 'number':
      return 'numeric';
    case 'date':
      return 'date';
    default:
      return 'max:255';
  }
}

export function parseListQuery(resource: ResourceDefinition, raw: unknown): ListRequest {
  const query = (raw ?? {}) as Record<string, unknown>;
  const { filters: rawFilters, kept: keptFilters } = filtersOf(query);
  const single = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  const data = normaliseInput({
    search: single('search'),
    sort: single('sort'),
    direction: single('direction'),
    per_page: single('per_page'),
    format: single('format'),
    filter: rawFilters,
  }) as Record<string, unknown> & { filter: Record<string, unknown> };

  const sortable = [
    'id',
    'created_at',
    ...Object.keys(resource.fields).filter((n) => resource.fields[n]?.sortable),
    ...Object.keys(resource.computed).filter((n) => resource.computed[n]?.sortable),
  ];
  const rules: Rules = {
    search: 'nullable|max:255',
    sort: `nullable|in:${sortable.join(',')}`,
    direction: 'nullable|in:asc,desc',
    per_page: `nullable|integer|between:1,${MAX_PER_PAGE}`,
    format: 'nullable|in:csv',
  };
  const errors: FieldErrors = {};
  const pageInput = { page: single('page') };
  const paged = pageQuery.safeParse(pageInput);
  if (!paged.success) Object.assign(errors, zodIssuesToErrors(paged.error.issues, pageInput));
  const ids = idsOf(single('ids'), errors);
  const filters: Record<string, Filter> = {};
  for (const [name, value] of Object.entries(data.filter)) {
    const field = listField(resource, name);
    const key = `filter.${name}`;
    if (!field?.filterable) {
      addError(errors, key, ruleMessage('prohibited', key));
      continue;
    }
    if (value !== null && typeof value === 'object') {
      if (!RANGED.has(field.type)) {
        addError(errors, key, ruleMessage('string', key));
        continue;
      }
      const range = value as { from?: unknown; to?: unknown };
      rules[`${key}.from`] = `nullable|${typeRule(field)}`;
      rules[`${key}.to`] = `nullable|${typeRule(field)}`;
      filters[name] = {
        ...(range.from === null || range.from === undefined
          ? {}
          : { from: toFieldValue(field as FieldDefinition, range.from) }),
        ...(range.to === null || range.to === undefined
          ? {}
          : { to: toFieldValue(field as FieldDefinition, range.to) }),
      };
    } else if (value !== null) {
      rules[key] = `nullable|${typeRule(field)}`;
      filters[name] = { equals: toFieldValue(field as FieldDefinition, value) };
    }
  }
  const result = validate(data, rules);
  Object.assign(errors, result.errors);
  for (const [name, filter] of Object.entries(filters)) {
    if (resource.fields[name]?.type !== 'date') continue;
    for (const [bound, value] of Object.entries(filter)) {
      const key = bound === 'equals' ? `filter.${name}` : `filter.${name}.${bound}`;
      if (!errors[key] && !isDateOnly(value)) addError(errors, key, ruleMessage('date', key));
    }
  }
  if (Object.keys(errors).length) throw unprocessable(errors);

  const sort = (data.sort as string | null) ?? resource.defaultSort.field;
  const direction =
    (data.direction as SortDirection | null) ??
    (data.sort ? 'asc' : resource.defaultSort.direction);
  const kept: Record<string, string> = { ...keptFilters };
  for (const key of ['search', 'sort', 'direction', 'per_page'] as const) {
    const value = data[key];
    if (value !== null && value !== undefined) kept[key] = String(value);
  }
  if (ids) kept.ids = ids.join(',');
  return {
    page: paged.success ? paged.data.page : 1,
    perPage: data.per_page ? Number(data.per_page) : resource.perPage,
    search: (data.search as string | null) ?? null,
    ids,
    sort,
    direction,
    filters,
    csv: data.format === 'csv',
    kept,
  };
}
