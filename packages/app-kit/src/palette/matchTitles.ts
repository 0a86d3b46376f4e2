/** The palette's matching of what is typed against titles, word by word. */

/** Lower-case words of a text. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The items whose title has, for each word typed, a word starting with it ("new vend" finds New
 * Vendor), those whose title starts with the whole text first; every item for no text.
 */
export function matchTitles<T>(
  items: readonly T[],
  text: string,
  titleOf: (item: T) => string,
): T[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [...items];
  const found = items.filter((item) => {
    const words = wordsOf(titleOf(item));
    return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
  });
  const start = typed.join(' ');
  const leading = (item: T) => wordsOf(titleOf(item)).join(' ').startsWith(start);
  return [...found.filter(leading), ...found.filter((item) => !leading(item))];
}
