import type { Key, Selection, SortDescriptor } from 'react-aria-components';

/**
 * How a table's selection and sort change on a press, as react-aria's table changes them, for
 * the reading table that stands in for it (ReadingTable).
 */

/** Every row that can be ticked is ticked ('all', or each of `enabledKeys`). */
export function isAllSelected(selected: Selection, enabledKeys: readonly Key[]): boolean {
  if (selected === 'all') return true;
  return enabledKeys.length > 0 && enabledKeys.every((key) => selected.has(key));
}

/** At least one row is ticked. */
export function isSomeSelected(selected: Selection): boolean {
  return selected === 'all' || selected.size > 0;
}

/** The heading's checkbox: all rows when not all are ticked, none when they are. */
export function selectAllToggled(allSelected: boolean): Selection {
  return allSelected ? new Set<Key>() : 'all';
}

/**
 * A row's checkbox: in `multiple` mode it adds or removes its row (from 'all', every other
 * enabled row stays ticked); in `single` mode it ticks its row alone, or unticks it.
 */
export function selectionToggled(
  selected: Selection,
  key: Key,
  mode: 'none' | 'single' | 'multiple',
  enabledKeys: readonly Key[],
): Selection {
  const has = selected === 'all' || selected.has(key);
  if (mode === 'single') return has ? new Set<Key>() : new Set([key]);
  const next = new Set<Key>(selected === 'all' ? enabledKeys : selected);
  if (has) next.delete(key);
  else next.add(key);
  return next;
}

/** A sortable heading's press: the same column turns around, another starts ascending. */
export function nextSort(current: SortDescriptor | undefined, column: Key): SortDescriptor {
  const again = current?.column === column && current.direction === 'ascending';
  return { column, direction: again ? 'descending' : 'ascending' };
}
