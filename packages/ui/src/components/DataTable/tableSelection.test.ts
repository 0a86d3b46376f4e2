import { describe, expect, it } from 'vitest';
import {
  isAllSelected,
  isSomeSelected,
  nextSort,
  selectAllToggled,
  selectionToggled,
} from './tableSelection';

describe('the reading table selection, as react-aria changes it', () => {
  it('calls a page all ticked when every enabled row is, or on "all"', () => {
    expect(isAllSelected(new Set([1, 2]), [1, 2])).toBe(true);
    expect(isAllSelected(new Set([1]), [1, 2])).toBe(false);
    expect(isAllSelected('all', [1, 2])).toBe(true);
    // No row to tick is not "all ticked".
    expect(isAllSelected(new Set(), [])).toBe(false);
    expect(isSomeSelected(new Set())).toBe(false);
    expect(isSomeSelected(new Set([2]))).toBe(true);
  });

  it('ticks all from the heading unless all are ticked, then none', () => {
    expect(selectAllToggled(false)).toBe('all');
    expect(selectAllToggled(true)).toEqual(new Set());
  });

  it('adds and removes a row in multiple mode, and takes one row out of "all"', () => {
    expect(selectionToggled(new Set([1]), 2, 'multiple', [1, 2, 3])).toEqual(new Set([1, 2]));
    expect(selectionToggled(new Set([1, 2]), 2, 'multiple', [1, 2, 3])).toEqual(new Set([1]));
    expect(selectionToggled('all', 2, 'multiple', [1, 2, 3])).toEqual(new Set([1, 3]));
  });

  it('keeps one row at most in single mode', () => {
    expect(selectionToggled(new Set([1]), 2, 'single', [1, 2])).toEqual(new Set([2]));
    expect(selectionToggled(new Set([2]), 2, 'single', [1, 2])).toEqual(new Set());
  });

  it('sorts a new column ascending and turns the same column around', () => {
    expect(nextSort(undefined, 'total')).toEqual({ column: 'total', direction: 'ascending' });
    expect(nextSort({ column: 'date', direction: 'descending' }, 'total')).toEqual({
      column: 'total',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'total', direction: 'ascending' }, 'total')).toEqual({
      column: 'total',
      direction: 'descending',
    });
    expect(nextSort({ column: 'total', direction: 'descending' }, 'total')).toEqual({
      column: 'total',
      direction: 'ascending',
    });
  });
});
