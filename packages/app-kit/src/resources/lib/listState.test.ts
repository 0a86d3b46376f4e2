import { describe, expect, it } from 'vitest';
import {
  sampleEmployees as employeesResource,
  sampleVendors as vendorsResource,
} from '../testing/sampleResources';
import {
  changeListState,
  csvExportHref,
  effectiveSort,
  isNarrowed,
  listApiQuery,
  listParams,
  matchingQuery,
  readListState,
  readPerPage,
  scrollsRows,
  withFilter,
  withPerPage,
} from './listState';

const read = (query: string) => readListState(employeesResource, new URLSearchParams(query));

describe('readListState', () => {
  it('reads page, search, sort, direction and filters with the API names', () => {
    const state = read(
      'page=3&search=%20ann%20&sort=hire_date&direction=desc&filter[status]=on_leave&filter[hire_date][from]=2024-01-01&filter[hire_date][to]=2024-12-31',
    );
    expect(state).toEqual({
      page: 3,
      search: 'ann',
      sort: 'hire_date',
      direction: 'desc',
      filter: { status: 'on_leave', hire_date: { from: '2024-01-01', to: '2024-12-31' } },
    });
  });

  it('drops what the definition does not allow, so the server is never asked for it', () => {
    const state = read(
      'page=-2&sort=account_number&direction=up&filter[account_number]=1234&filter[status]=retired&filter[name]=Ann&filter[hire_date]=2024-02-30&filter[position][from]=a',
    );
    expect(state).toEqual({ page: 1, search: '', sort: null, direction: null, filter: {} });
  });

  it('accepts id and created_at as sorts and checks booleans and references', () => {
    expect(read('sort=created_at').sort).toBe('created_at');
    expect(read('filter[branch_id]=4').filter).toEqual({ branch_id: '4' });
    expect(read('filter[branch_id]=four').filter).toEqual({});
    const vendors = (query: string) =>
      readListState(vendorsResource, new URLSearchParams(query)).filter;
    expect(vendors('filter[active]=0')).toEqual({ active: '0' });
    expect(vendors('filter[active]=yes')).toEqual({});
  });
});

describe('listParams', () => {
  it('round-trips through the address', () => {
    const query =
      'page=2&search=ann&sort=name&direction=asc&filter%5Bstatus%5D=active&filter%5Bhire_date%5D%5Bfrom%5D=2024-01-01';
    const state = read(query);
    expect(read(listParams(state).toString())).toEqual(state);
  });

  it('leaves defaults out, so the plain list has a plain address', () => {
    expect(listParams(read('page=1')).toString()).toBe('');
    expect(listParams(read('direction=desc')).toString()).toBe('');
  });
});

describe('changes', () => {
  it('go back to the first page when search, sort or a filter changes', () => {
    const state = read('page=4&search=ann');
    expect(changeListState(state, { search: 'bob' }).page).toBe(1);
    expect(withFilter(state, 'status', 'active')).toMatchObject({
      page: 1,
      filter: { status: 'active' },
    });
  });

  it('clear a filter with an empty value or an empty range', () => {
    const state = read('filter[status]=active&filter[hire_date][from]=2024-01-01');
    expect(withFilter(state, 'status', null).filter).toEqual({
      hire_date: { from: '2024-01-01' },
    });
    expect(withFilter(state, 'hire_date', {}).filter).toEqual({ status: 'active' });
  });

  it('tell a narrowed list from the whole one', () => {
    expect(isNarrowed(read(''))).toBe(false);
    expect(isNarrowed(read('search=ann'))).toBe(true);
    expect(isNarrowed(read('filter[status]=active'))).toBe(true);
  });
});

describe('requests', () => {
  it('use the definition default sort until the user picks one', () => {
    expect(effectiveSort(employeesResource, read(''))).toEqual({ field: 'name', direction: 'asc' });
    expect(effectiveSort(employeesResource, read('sort=hire_date'))).toEqual({
      field: 'hire_date',
      direction: 'asc',
    });
  });

  it('ask the API for the page, search, sort and filters', () => {
    const query = new URLSearchParams(
      listApiQuery(read('page=2&search=ann&sort=hire_date&filter[status]=active')),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      search: 'ann',
      sort: 'hire_date',
      direction: 'asc',
      'filter[status]': 'active',
    });
  });

  it('export every page of the current filter as CSV', () => {
    const href = csvExportHref(
      '',
      employeesResource,
      read('page=3&search=ann&filter[hire_date][to]=2024-12-31'),
    );
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/api/employees');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'ann',
      format: 'csv',
      'filter[hire_date][to]': '2024-12-31',
    });
  });
});

describe('page size', () => {
  it('reads only the offered page sizes and `all` back from the address', () => {
    expect(read('per_page=50').perPage).toBe(50);
    expect(read('per_page=1000').perPage).toBe(1000);
    expect(read('per_page=all').perPage).toBe('all');
    for (const wrong of ['per_page=7', 'per_page=2000', 'per_page=-15', 'per_page=abc', '']) {
      expect(read(wrong)).not.toHaveProperty('perPage');
    }
    expect(readPerPage('25.0')).toBe(25);
    expect(readPerPage(null)).toBeUndefined();
  });

  it('keeps it in the address and sends it with the request', () => {
    const state = read('page=2&per_page=100&search=ann');
    expect(listParams(state).get('per_page')).toBe('100');
    expect(read(listParams(state).toString())).toEqual(state);
    expect(Object.fromEntries(new URLSearchParams(listApiQuery(state)))).toEqual({
      page: '2',
      per_page: '100',
      search: 'ann',
    });
    expect(new URLSearchParams(listApiQuery(read(''))).has('per_page')).toBe(false);
  });

  it('asks for the first thousand rows of `all`, whatever page the address names', () => {
    const state = read('page=3&per_page=all&filter[status]=active');
    expect(state.page).toBe(1);
    expect(listParams(state).toString()).toBe('filter%5Bstatus%5D=active&per_page=all');
    expect(Object.fromEntries(new URLSearchParams(listApiQuery(state)))).toEqual({
      page: '1',
      per_page: '1000',
      'filter[status]': 'active',
    });
  });

  it('survives a change of search or filters, and a new size starts on the first page', () => {
    const state = read('page=4&per_page=250');
    expect(changeListState(state, { search: 'bob' })).toMatchObject({ page: 1, perPage: 250 });
    expect(withPerPage(employeesResource, state, 'all')).toMatchObject({ page: 1, perPage: 'all' });
    // The definition's own size leaves the address plain.
    const back = withPerPage(employeesResource, state, employeesResource.perPage);
    expect(back).not.toHaveProperty('perPage');
    expect(listParams(back).toString()).toBe('');
  });

  it('scrolls a virtualized table from 250 rows a page, and for `all`', () => {
    expect(scrollsRows(undefined)).toBe(false);
    expect(scrollsRows(100)).toBe(false);
    expect(scrollsRows(250)).toBe(true);
    expect(scrollsRows('all')).toBe(true);
  });

  it('tells what a request matches, without its paging', () => {
    expect(matchingQuery('page=2&per_page=50&search=ann&filter%5Bstatus%5D=active')).toBe(
      'search=ann&filter%5Bstatus%5D=active',
    );
    expect(matchingQuery('page=1')).toBe('');
  });
});
