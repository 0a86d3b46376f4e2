/** Whether a key press is the palette's shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/** The shortcut's keys as the top bar's button shows them: ⌘ K on Apple devices, else Ctrl K. */
export function shortcutKeys(platform: string): readonly [string, string] {
  return /mac|iphone|ipad/i.test(platform) ? ['⌘', 'K'] : ['Ctrl', 'K'];
}
