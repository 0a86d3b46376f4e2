/**
 * A list screen's state (page, page size, search, sort and filters) lives in the address, so the
 * back button, a reload and a shared link all show the same list. The address uses the API's own
 * parameter names (`per_page`, `search`, `sort`, `direction`, `filter[status]`,
 * `filter[hire_date][from]`), and only what the definition allows is read back: a hand-edited
 * address cannot make the list ask for a sort or filter the server would refuse.
 */
import {
  type FilterValue,
  isDateOnly,
  listQueryString,
  MAX_PER_PAGE,
  type ResourceDefinition,
  type SortDirection,
} from '@backoffice/contract';

/** The page sizes a list offers, besides `all`. */
export const PER_PAGE_CHOICES = [15, 25, 50, 100, 250, 500, 1000] as const;

/**
 * A list's page size: a number of rows, or `all` (every matching row, in one scrolling table
 * that loads them `SCROLL_PAGE_SIZE` at a time as the user nears its end).
 */
export type PerPage = number | 'all';

/** How many rows each request of the scrolling table (`per_page=all`) loads. */
export const SCROLL_PAGE_SIZE = MAX_PER_PAGE;

/** From this page size on, the table renders only the rows in view (a virtualized body). */
export const SCROLL_FROM_PER_PAGE = 250;

export interface ListState {
  page: number;
  /** The chosen page size; absent for the definition's `perPage`. */
  perPage?: PerPage;
  search: string;
  /** The chosen sort field; null for the definition's default order. */
  sort: string | null;
  direction: SortDirection | null;
  filter: Record<string, FilterValue>;
}

/** The page size in the address (`per_page=50`, `per_page=all`), if it is one of the choices. */
export function readPerPage(value: string | null): PerPage | undefined {
  if (value === 'all') return 'all';
  const size = Number(value);
  return (PER_PAGE_CHOICES as readonly number[]).includes(size) ? size : undefined;
}

/** Whether a list with this page size shows its rows in a scrolling, virtualized table. */
export function scrollsRows(perPage: PerPage | undefined): boolean {
  return perPage === 'all' || (perPage !== undefined && perPage >= SCROLL_FROM_PER_PAGE);
}

const FILTER_KEY = /^filter\[([a-z][a-z0-9_]*)\](?:\[(from|to)\])?$/;
const RANGED = new Set(['date', 'number', 'money']);

/** Whether a field may be filtered by a range rather than one value. */
export function isRangeFilter(resource: ResourceDefinition, name: string): boolean {
  const field = resource.fields[name];
  return field !== undefined && RANGED.has(field.type);
}

/** Whether a single filter value is one the server accepts for the field. */
function acceptable(resource: ResourceDefinition, name: string, value: string): boolean {
  const field = resource.fields[name];
  if (!field?.filterable || value.trim() === '') return false;
  switch (field.type) {
    case 'enum':
      return (field.options ?? []).includes(value);
    case 'boolean':
      return value === '1' || value === '0';
    case 'reference':
    case 'money':
      return /^-?\d+$/.test(value);
    case 'number':
      return Number.isFinite(Number(value));
    case 'date':
      return isDateOnly(value);
    default:
      return value.length <= 255;
  }
}

/** The sort fields the server accepts: the sortable fields (computed too), `id` and `created_at`. */
export function sortableFields(resource: ResourceDefinition): string[] {
  return [
    'id',
    'created_at',
    ...Object.entries(resource.fields)
      .filter(([, field]) => field.sortable)
      .map(([name]) => name),
    ...Object.entries(resource.computed)
      .filter(([, field]) => field.sortable)
      .map(([name]) => name),
  ];
}

/** Reads the list's state from the address; anything the definition does not allow is dropped. */
export function readListState(resource: ResourceDefinition, params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const direction = params.get('direction');
  const filter: Record<string, FilterValue> = {};
  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const [, name, bound] = match as unknown as [string, string, 'from' | 'to' | undefined];
    if (!acceptable(resource, name, value)) continue;
    if (bound) {
      if (!isRangeFilter(resource, name)) continue;
      const current = filter[name];
      filter[name] = { ...(typeof current === 'object' ? current : {}), [bound]: value };
    } else if (filter[name] === undefined) {
      filter[name] = value;
    }
  }
  const perPage = readPerPage(params.get('per_page'));
  return {
    page: Number.isInteger(page) && page > 1 && perPage !== 'all' ? page : 1,
    ...(perPage === undefined ? {} : { perPage }),
    search: (params.get('search') ?? '').trim().slice(0, 255),
    sort: sort && sortableFields(resource).includes(sort) ? sort : null,
    direction: direction === 'asc' || direction === 'desc' ? direction : null,
    filter,
  };
}

/** The address's query for a state: defaults are left out, so a plain list has a plain address. */
export function listParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams(
    listQueryString({
      page: state.page > 1 && state.perPage !== 'all' ? state.page : undefined,
      search: state.search || undefined,
      sort: state.sort ?? undefined,
      direction: state.sort ? (state.direction ?? undefined) : undefined,
      filter: state.filter,
    }),
  );
  if (state.perPage !== undefined) params.set('per_page', String(state.perPage));
  return params;
}

/**
 * A new state from a change of search, sort or filters: the page goes back to the first, as
 * the old page number means nothing in a different list.
 */
export function changeListState(
  state: ListState,
  change: Partial<Omit<ListState, 'page'>>,
): ListState {
  return { ...state, ...change, page: 1 };
}

/** One filter set or cleared (an empty value or range clears it). */
export function withFilter(state: ListState, name: string, value: FilterValue | null): ListState {
  const filter = { ...state.filter };
  const empty =
    value === null || (typeof value === 'string' ? value === '' : !(value.from || value.to));
  if (empty) delete filter[name];
  else filter[name] = value;
  return changeListState(state, { filter });
}

/** Whether the list is narrowed by a search or a filter. */
export function isNarrowed(state: ListState): boolean {
  return state.search !== '' || Object.keys(state.filter).length > 0;
}

/** The sort the list shows: the chosen one, else the definition's default. */
export function effectiveSort(
  resource: ResourceDefinition,
  state: ListState,
): { field: string; direction: SortDirection } {
  if (!state.sort) return resource.defaultSort;
  return { field: state.sort, direction: state.direction ?? 'asc' };
}

/**
 * The list request's query string for a state. `per_page=all` asks for the first
 * `SCROLL_PAGE_SIZE` rows; the scrolling table loads the next ones (see `scrollPages`).
 */
export function listApiQuery(state: ListState): string {
  const all = state.perPage === 'all';
  return listQueryString({
    page: all ? 1 : state.page,
    per_page: all ? SCROLL_PAGE_SIZE : (state.perPage as number | undefined),
    search: state.search || undefined,
    sort: state.sort ?? undefined,
    direction: state.sort ? (state.direction ?? 'asc') : undefined,
    filter: state.filter,
  });
}

/** The CSV export of the list as it is filtered and sorted now (every page of it). */
export function csvExportHref(baseUrl: string, resource: ResourceDefinition, state: ListState) {
  const query = listQueryString({
    search: state.search || undefined,
    sort: state.sort ?? undefined,
    direction: state.sort ? (state.direction ?? 'asc') : undefined,
    filter: state.filter,
    format: 'csv',
  });
  return `${baseUrl}/api/${resource.segment}?${query}`;
}

/**
 * What a list request matches, without its paging: the list's query with `page` and `per_page`
 * left out (`search=ann&filter[status]=active`). A bulk action over "all matching" sends it, and
 * the scrolling table asks for its next rows with it.
 */
export function matchingQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('per_page');
  return params.toString();
}

/** A new state with another page size, back on the first page. */
export function withPerPage(
  resource: ResourceDefinition,
  state: ListState,
  perPage: PerPage,
): ListState {
  const next: ListState = { ...state, page: 1, perPage };
  if (perPage === resource.perPage) delete next.perPage;
  return next;
}
