import type { AppStorage } from '../state/storage';

/** A storage kept in memory, so that stories and tests do not share browser storage. */
export function memoryStorage(initial: Record<string, string> = {}): AppStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
