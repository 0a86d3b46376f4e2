import { useId, useRef } from 'react';

/** The stable keys of a list of rows, and a way to give a row the key of the one it replaces. */
export interface RowIds<T> {
  /** One key per row, in the order of `rows`. */
  ids: readonly string[];
  /** Gives `row` the key `id` (an edited copy of a row), or a fresh key; returns it. */
  assign: (row: T, id?: string) => string;
}

/**
 * Keys for rows that have no id of their own, kept across reorders and edits so React keeps each
 * row's DOM (and the focus inside it) instead of re-creating rows by position.
 *
 * A row keeps its key while the same object stays in the list; the editor's own edits hand the key
 * on to the edited copy (`assign`). A row replaced from outside (the caller maps over the rows, say
 * to reprice them) inherits the key of the row that stood at its position, provided that row has
 * left the list; anything else is new and gets a fresh key.
 */
export function useRowIds<T extends object>(rows: readonly T[]): RowIds<T> {
  const prefix = useId();
  const state = useRef({
    known: new WeakMap<T, string>(),
    rows: [] as readonly T[],
    ids: [] as readonly string[],
    next: 0,
  });
  const s = state.current;
  const fresh = () => `${prefix}row${s.next++}`;

  // Recomputed only when the array changes; the same rows always give the same keys, so a
  // discarded or repeated render leaves nothing inconsistent behind.
  if (s.rows !== rows) {
    const present = new Set<T>(rows);
    const used = new Set<string>();
    s.ids = rows.map((row, index) => {
      let id = s.known.get(row);
      if (id === undefined || used.has(id)) {
        const before = s.rows[index];
        const inherited = before !== undefined && !present.has(before) ? s.ids[index] : undefined;
        id = inherited !== undefined && !used.has(inherited) ? inherited : fresh();
        if (!s.known.has(row)) s.known.set(row, id);
      }
      used.add(id);
      return id;
    });
    s.rows = rows;
  }

  return {
    ids: s.ids,
    assign: (row, id) => {
      const key = id ?? fresh();
      s.known.set(row, key);
      return key;
    },
  };
}
