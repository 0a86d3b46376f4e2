/**
 * Every SWR key of this package is an array whose first item names its endpoint group
 * (`['notices', 'page', 2, '']`). This matches all keys of one group, for `mutate`.
 */
export function inGroup(group: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === group;
}
