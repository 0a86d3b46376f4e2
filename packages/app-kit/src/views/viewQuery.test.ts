import type { SavedView } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { currentView, sameQuery, viewAddress, viewQuery } from './viewQuery';

function view(id: number, query: string, mine = true): SavedView {
  return {
    id,
    list: 'vendors',
    name: `View ${id}`,
    query,
    columns: null,
    shared: !mine,
    owner: { id: mine ? 1 : 2, name: mine ? 'Me' : 'Someone' },
    mine,
    is_default: false,
    version: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

describe('viewQuery', () => {
  it('leaves out the page and the page size', () => {
    expect(viewQuery('?page=2&search=ann&per_page=50')).toBe('search=ann');
    expect(viewQuery(new URLSearchParams('page=3'))).toBe('');
  });
});

describe('sameQuery', () => {
  it('ignores order, encoding and paging', () => {
    expect(
      sameQuery('filter[status]=active&search=ann', 'search=ann&filter%5Bstatus%5D=active&page=4'),
    ).toBe(true);
    expect(sameQuery('', 'per_page=100')).toBe(true);
  });

  it('tells different values and extra parameters apart', () => {
    expect(sameQuery('search=ann', 'search=anne')).toBe(false);
    expect(sameQuery('search=ann', 'search=ann&sort=name')).toBe(false);
    expect(sameQuery('sort=name&direction=desc', 'sort=name')).toBe(false);
  });
});

describe('currentView', () => {
  it('finds the view the address shows, the user’s own before a shared one', () => {
    const views = [view(1, 'sort=name', false), view(2, 'sort=name'), view(3, 'search=x')];
    expect(currentView(views, '?sort=name&page=2')?.id).toBe(2);
    expect(currentView(views, 'search=x')?.id).toBe(3);
    expect(currentView(views, 'search=y')).toBeUndefined();
    expect(currentView([view(1, 'sort=name', false)], 'sort=name')?.id).toBe(1);
  });

  it('prefers the view last picked or saved when several hold the query', () => {
    const views = [view(1, 'sort=name', false), view(2, 'sort=name'), view(4, 'sort=name')];
    expect(currentView(views, 'sort=name', 4)?.id).toBe(4);
    expect(currentView(views, 'sort=name', 1)?.id).toBe(1);
    expect(currentView(views, 'search=x', 4)).toBeUndefined();
    expect(currentView(views, 'sort=name', 99)?.id).toBe(2);
  });
});

describe('viewAddress', () => {
  it('sets the view’s query on the first page, keeping the page size', () => {
    const next = viewAddress(view(1, 'search=ann'), new URLSearchParams('page=3&per_page=50'));
    expect(next.toString()).toBe('search=ann&per_page=50');
    expect(viewAddress(view(1, ''), new URLSearchParams('search=old')).toString()).toBe('');
  });
});
