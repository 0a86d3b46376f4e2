/**
 * Up to two letters for an avatar: the given initials when the server supplies them, else the
 * first letter of the first and last words of the name ('Ada Lovelace' -> 'AL', 'Cher' -> 'C').
 * Letters are upper-cased in the user's locale; an empty name gives an empty string.
 */
export function initialsOf(name: string, initials?: string | null): string {
  const given = initials?.trim();
  if (given) return Array.from(given).slice(0, 2).join('').toLocaleUpperCase();
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
