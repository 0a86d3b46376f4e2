import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl';

describe('buildUrl', () => {
  it('keeps paths on the page origin by default', () => {
    expect(buildUrl('', '/api/session')).toBe('/api/session');
  });

  it('joins a base URL without doubling the slash', () => {
    expect(buildUrl('https://api.example.test/', '/api/notices')).toBe(
      'https://api.example.test/api/notices',
    );
  });

  it('adds the query with brackets and leaves out empty values', () => {
    expect(
      buildUrl('', '/api/notifications', {
        page: 2,
        search: undefined,
        brand: null,
        filter: { unread: true },
      }),
    ).toBe('/api/notifications?page=2&filter%5Bunread%5D=1');
  });

  it('adds no question mark for an empty query', () => {
    expect(buildUrl('', '/api/notices', { search: undefined })).toBe('/api/notices');
  });
});
