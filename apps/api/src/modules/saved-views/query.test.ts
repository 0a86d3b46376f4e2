import { describe, expect, it } from 'vitest';
import { storedQuery } from './query';

describe('storedQuery', () => {
  it('leaves out the page, the page size and the leading question mark', () => {
    expect(storedQuery('?page=3&search=eggs&per_page=50&sort=total')).toBe(
      'search=eggs&sort=total',
    );
  });

  it('keeps the other parameters as they were sent', () => {
    expect(storedQuery('filter%5Bstatus%5D=completed&filter[kind]=a+b&sort=total')).toBe(
      'filter%5Bstatus%5D=completed&filter[kind]=a+b&sort=total',
    );
  });

  it('reads an encoded paging name as paging, and a blank query as none', () => {
    expect(storedQuery('p%61ge=2&search=x&&')).toBe('search=x');
    expect(storedQuery(null)).toBe('');
    expect(storedQuery('  ')).toBe('');
  });

  it('keeps a malformed escape as it is', () => {
    expect(storedQuery('search=%E0%A4%A&page=1')).toBe('search=%E0%A4%A');
  });
});
