import type { Page } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { scrolledRows, scrollPageQuery } from './scrollPages';

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function firstPage(total: number): Page<{ id: number }> {
  return {
    items: rows(1, Math.min(total, 1000)),
    currentPage: 1,
    totalPages: Math.max(1, Math.ceil(total / 1000)),
    total,
    perPage: 1000,
  };
}

describe('scrollPageQuery', () => {
  it('asks for a page of a thousand with the list query', () => {
    expect(
      Object.fromEntries(new URLSearchParams(scrollPageQuery('search=ann&sort=name', 3))),
    ).toEqual({ search: 'ann', sort: 'name', page: '3', per_page: '1000' });
  });
});

describe('scrolledRows', () => {
  it('has nothing to show or load before the first page', () => {
    expect(scrolledRows(undefined, [])).toEqual({ rows: [], total: 0, nextPage: null });
  });

  it('loads page after page until every matching row is in', () => {
    const first = firstPage(2500);
    const one = scrolledRows(first, []);
    expect(one.rows).toHaveLength(1000);
    expect(one.total).toBe(2500);
    expect(one.nextPage).toBe(2);
    const two = scrolledRows(first, [rows(1001, 1000)]);
    expect(two.rows).toHaveLength(2000);
    expect(two.nextPage).toBe(3);
    const three = scrolledRows(first, [rows(1001, 1000), rows(2001, 500)]);
    expect(three.rows).toHaveLength(2500);
    expect(three.rows.at(-1)).toEqual({ id: 2500 });
    expect(three.nextPage).toBeNull();
  });

  it('asks for nothing more when the first page holds every row', () => {
    expect(scrolledRows(firstPage(40), []).nextPage).toBeNull();
  });

  it('shows a record once when it slid onto the next page meanwhile', () => {
    const first = firstPage(2000);
    // A record added at the top pushed row 1000 onto page 2.
    const shown = scrolledRows(first, [rows(1000, 1000)]);
    expect(shown.rows).toHaveLength(1999);
    expect(new Set(shown.rows.map((row) => row.id)).size).toBe(1999);
  });

  it('stops when a later page comes back empty (rows were deleted meanwhile)', () => {
    const first = firstPage(3000);
    expect(scrolledRows(first, [[]]).nextPage).toBeNull();
  });
});
