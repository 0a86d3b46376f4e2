import { describe, expect, it } from 'vitest';
import { isPaletteShortcut, shortcutKeys } from './shortcut';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
) =>
  isPaletteShortcut({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

describe('the palette’s shortcut', () => {
  it('is Ctrl+K or Cmd+K, and nothing else', () => {
    expect(press('k', { ctrlKey: true })).toBe(true);
    expect(press('K', { metaKey: true })).toBe(true);
    expect(press('k', {})).toBe(false);
    expect(press('k', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
    expect(press('j', { ctrlKey: true })).toBe(false);
  });

  it('shows ⌘ K on Apple devices, Ctrl K elsewhere', () => {
    expect(shortcutKeys('MacIntel')).toEqual(['⌘', 'K']);
    expect(shortcutKeys('Linux x86_64')).toEqual(['Ctrl', 'K']);
  });
});
