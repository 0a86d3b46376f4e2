import { describe, expect, it } from 'vitest';
import { ageOn } from './days';

describe('days', () => {
  it('counts whole years of age, a birthday counting from its day', () => {
    expect(ageOn('1986-04-12', '2026-04-11')).toBe(39);
    expect(ageOn('1986-04-12', '2026-04-12')).toBe(40);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});
