/**
 * A list screen's keys: `/` puts the cursor in the list's search box and `n` opens its New
 * screen. Both are ignored while the user types in a field (or works a menu, a list box or a
 * dialog) and with Ctrl, Cmd or Alt held, so they never take a letter meant for something else.
 * The list's section is the nearest `<section>` around the list's table; its search box is its
 * first `input[type="search"]` and its New link the element marked `data-list-new`. With two
 * lists on a page, the first one answers.
 */
import { type RefObject, useEffect } from 'react';

/** The attribute that marks an element the `n` key of its list opens (a 'New …' link). */
export const LIST_NEW_ATTRIBUTE = 'data-list-new';
/** The attribute on each list that takes the shortcuts; the first in the page answers. */
export const LIST_SHORTCUTS_ATTRIBUTE = 'data-list-shortcuts';

const BUSY_TARGET =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"], [role="alertdialog"]';

/** Whether a key press belongs to what the user is typing or working, not to the list. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(BUSY_TARGET) !== null;
}

/** What a key does on the list, if anything: `search`, `new` or null. */
export function listShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'repeat'>,
): 'search' | 'new' | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  if (event.key !== '/' && event.key !== 'n') return null;
  if (isTypingTarget(event.target)) return null;
  return event.key === '/' ? 'search' : 'new';
}

/** Listens for the list's keys while `list` (an element inside the list's section) is shown. */
export function useListShortcuts(list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const own = list.current;
      if (!own || event.defaultPrevented) return;
      if (document.querySelector(`[${LIST_SHORTCUTS_ATTRIBUTE}]`) !== own) return;
      const shortcut = listShortcut(event);
      if (!shortcut) return;
      const section = own.closest('section') ?? document.body;
      const target =
        shortcut === 'search'
          ? section.querySelector<HTMLElement>('input[type="search"]')
          : section.querySelector<HTMLElement>(`[${LIST_NEW_ATTRIBUTE}]`);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      if (shortcut === 'search') target.focus();
      else target.click();
    };
    // Capture: the table's type-to-find would otherwise take the letter first.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [list]);
}
