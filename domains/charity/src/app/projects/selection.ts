import type { Selection } from 'react-aria-components';

/**
 * A table's selection over one page of rows, kept as ids across pages and filters: what the
 * table reports replaces the choice among `shown` (every selectable row for 'all'), and the
 * rows chosen elsewhere stay chosen.
 */
export function choose(
  chosen: ReadonlySet<number>,
  keys: Selection,
  shown: readonly number[],
  disabled: ReadonlySet<number> = new Set(),
): Set<number> {
  const next = new Set([...chosen].filter((id) => !shown.includes(id)));
  const picked = keys === 'all' ? shown : shown.filter((id) => keys.has(id));
  for (const id of picked) if (!disabled.has(id)) next.add(id);
  return next;
}

/** The chosen ids among the rows shown, as the table's selected keys. */
export function shownChoice(chosen: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  return new Set(shown.filter((id) => chosen.has(id)));
}

/** `n beneficiaries` in words. */
export function people(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'beneficiary' : 'beneficiaries'}`;
}

/** How many of the project's beneficiaries a table shows, in words. */
export function shownOf(shown: number, all: number): string {
  return shown === all ? `${people(all)} on the project.` : `${shown} of ${people(all)} shown.`;
}
