import { describe, expect, it } from 'vitest';
import { buildPaginator, normalisePage, toPage } from './pagination';

describe('paginator', () => {
  it('builds the Laravel shape for a middle page', () => {
    const p = buildPaginator(['k', 'l'], { page: 2, perPage: 10, total: 12, path: '/api/notices' });
    expect(p).toMatchObject({
      current_page: 2,
      from: 11,
      to: 12,
      last_page: 2,
      per_page: 10,
      total: 12,
      next_page_url: null,
      prev_page_url: '/api/notices?page=1',
      first_page_url: '/api/notices?page=1',
      last_page_url: '/api/notices?page=2',
    });
    expect(p.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', 'Next &raquo;']);
    expect(p.links.find((l) => l.active)?.label).toBe('2');
  });

  it('has null from/to on an empty page and one last page', () => {
    const p = buildPaginator([], { page: 1, perPage: 10, total: 0, path: '/x' });
    expect(p.from).toBeNull();
    expect(p.to).toBeNull();
    expect(p.last_page).toBe(1);
  });

  it('puts gaps in long link lists', () => {
    const p = buildPaginator([], { page: 50, perPage: 10, total: 1000, path: '/x' });
    expect(p.links.map((l) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '47',
      '48',
      '49',
      '50',
      '51',
      '52',
      '53',
      '...',
      '99',
      '100',
      'Next &raquo;',
    ]);
  });

  it('maps to the client page view', () => {
    const p = buildPaginator([1, 2, 3], { page: 1, perPage: 3, total: 7, path: '/x' });
    expect(toPage(p)).toEqual({
      items: [1, 2, 3],
      currentPage: 1,
      totalPages: 3,
      total: 7,
      perPage: 3,
    });
  });

  it.each([
    [undefined, 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['4', 4],
    [7, 7],
  ])('normalises page %s to %s', (input, expected) => expect(normalisePage(input)).toBe(expected));
});
