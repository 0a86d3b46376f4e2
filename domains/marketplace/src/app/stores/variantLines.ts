/** A variant's attribute values as the form keeps them, one select each. */
export type ValueLine = number | null;

/**
 * The lines as the form sends them: `lines[0][attribute_value_id]=3`, chosen values only; an
 * empty `lines` when none (the variant is then "Standard").
 */
export function valueLinesBody(lines: readonly ValueLine[]): Record<string, number | null> {
  const chosen = lines.filter((id): id is number => id !== null);
  if (chosen.length === 0) return { lines: null };
  return Object.fromEntries(chosen.map((id, i) => [`lines[${i}][attribute_value_id]`, id]));
}
