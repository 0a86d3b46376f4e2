import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2024-03-14T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('reads the largest whole unit, in en-US', () => {
    expect(relativeTime(ago(0), now)).toBe('now');
    expect(relativeTime(ago(30), now)).toBe('30 seconds ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(90 * 60), now)).toBe('1 hour ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(relativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(65 * 86400), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('last year');
  });
  it('accepts the server timestamp text', () => {
    expect(relativeTime('2024-03-14T11:45:00Z', now)).toBe('15 minutes ago');
  });
});
