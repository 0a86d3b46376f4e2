import { useCallback, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';

const NONE: ReadonlySet<Key> = new Set();

export interface ListSelection {
  /** The ticked rows' keys, on any page of the list's query. */
  keys: ReadonlySet<Key>;
  /** The table's new selection: `all` ticks every row of `shown`. */
  change: (selection: Selection, shown: readonly Key[]) => void;
  clear: () => void;
}

/**
 * The rows ticked on a list, kept while the user moves between its pages and forgotten when the
 * list's query (search, filters, sort) changes: a tick means nothing in another list.
 */
export function useListSelection(matching: string): ListSelection {
  const [ticked, setTicked] = useState<{ matching: string; keys: ReadonlySet<Key> }>({
    matching,
    keys: new Set(),
  });
  const keys = ticked.matching === matching ? ticked.keys : NONE;
  const clear = useCallback(() => setTicked({ matching, keys: NONE }), [matching]);
  return {
    keys,
    change: (selection, shown) => {
      const next = selection === 'all' ? new Set([...keys, ...shown]) : new Set(selection);
      setTicked({ matching, keys: next });
    },
    clear,
  };
}
