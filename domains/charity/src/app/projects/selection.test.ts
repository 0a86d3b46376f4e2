import { describe, expect, it } from 'vitest';
import { choose, people, shownChoice, shownOf } from './selection';

describe('a selection kept across pages', () => {
  it('replaces the choice among the rows shown and keeps the others', () => {
    const chosen = new Set([1, 2, 30]);
    expect([...choose(chosen, new Set([2, 3]), [1, 2, 3, 4])].sort((a, b) => a - b)).toEqual([
      2, 3, 30,
    ]);
  });

  it('takes every selectable row shown for "all"', () => {
    const next = choose(new Set([30]), 'all', [1, 2, 3], new Set([2]));
    expect([...next].sort((a, b) => a - b)).toEqual([1, 3, 30]);
  });

  it('answers the chosen rows among those shown, and counts people', () => {
    expect([...shownChoice(new Set([1, 30]), [1, 2])]).toEqual([1]);
    expect(people(1)).toBe('1 beneficiary');
    expect(people(1200)).toBe('1,200 beneficiaries');
  });

  it("says how many of the project's people are shown", () => {
    expect(shownOf(20, 20)).toBe('20 beneficiaries on the project.');
    expect(shownOf(3, 20)).toBe('3 of 20 beneficiaries shown.');
  });
});
