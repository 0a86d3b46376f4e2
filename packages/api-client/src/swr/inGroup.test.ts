import { describe, expect, it } from 'vitest';
import { inGroup } from './inGroup';

describe('inGroup', () => {
  it('matches the keys whose first item names the group', () => {
    const notices = inGroup('notices');
    expect(notices(['notices', 'page', 1, ''])).toBe(true);
    expect(notices(['tickets', 'list', {}])).toBe(false);
    expect(notices('notices/create')).toBe(false);
    expect(notices(undefined)).toBe(false);
  });
});
