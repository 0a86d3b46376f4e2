import { describe, expect, it } from 'vitest';
import { layoutFor } from './layoutFor';

describe('layoutFor', () => {
  it('shows content only on auth. and app. routes', () => {
    expect(layoutFor('auth.login', 'Grace')).toBe('content');
    expect(layoutFor('app.home', 'Grace')).toBe('content');
    expect(layoutFor('app.forbidden', 'Grace')).toBe('content');
    expect(layoutFor('admin.evd-leads', 'Grace')).toBe('shell');
  });

  it('shows content only while the first name is not loaded', () => {
    expect(layoutFor('dashboard', undefined)).toBe('content');
    expect(layoutFor('dashboard', '')).toBe('content');
    expect(layoutFor('dashboard', 'Grace')).toBe('shell');
  });

  it('shows content only while no route has matched yet', () => {
    expect(layoutFor(undefined, 'Grace')).toBe('content');
  });
});
