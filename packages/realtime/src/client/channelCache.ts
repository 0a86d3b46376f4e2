import type { SubscriptionEntry } from '../channels';
import { isValidChannelName } from '../channels';

/** The browser storage key of the channel list (spec section 3). */
export const CHANNELS_STORAGE_KEY = 'channels';

export type ChannelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the page has one and it works (private modes may refuse it). */
export function defaultChannelStorage(): ChannelStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readCachedChannels(storage: ChannelStorage | null): SubscriptionEntry[] {
  const raw = storage?.getItem(CHANNELS_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is SubscriptionEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        isValidChannelName((entry as SubscriptionEntry).channel) &&
        Array.isArray((entry as SubscriptionEntry).events) &&
        (entry as SubscriptionEntry).events.every((event) => typeof event === 'string'),
    );
  } catch {
    return [];
  }
}

export function writeCachedChannels(
  storage: ChannelStorage | null,
  entries: SubscriptionEntry[],
): void {
  try {
    storage?.setItem(CHANNELS_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or refused storage only loses the cache; the live subscriptions stand.
  }
}

export function clearCachedChannels(storage: ChannelStorage | null): void {
  try {
    storage?.removeItem(CHANNELS_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is refused.
  }
}
