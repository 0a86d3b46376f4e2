import { useCallback, useState } from 'react';

export interface SidebarCollapsedOptions {
  /** Controlled state; when given, the caller owns it and nothing is stored. */
  collapsed?: boolean;
  /** Initial state in uncontrolled mode when nothing has been stored yet. */
  defaultCollapsed?: boolean;
  /** Called with the new state whenever the user toggles the sidebar. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** localStorage key the uncontrolled state persists under; `null` keeps it in memory only. */
  storageKey?: string | null;
}

/** Reads a stored flag; storage can be absent or throw (private windows, blocked cookies). */
export function readStoredCollapsed(storageKey: string | null | undefined): boolean | undefined {
  if (!storageKey) return undefined;
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    if (stored === 'true') return true;
    if (stored === 'false') return false;
  } catch {
    // Storage is unavailable: fall back to the default.
  }
  return undefined;
}

function writeStoredCollapsed(storageKey: string | null | undefined, collapsed: boolean) {
  if (!storageKey) return;
  try {
    globalThis.localStorage?.setItem(storageKey, String(collapsed));
  } catch {
    // A full or blocked storage only costs the remembered state, never the toggle itself.
  }
}

/**
 * The sidebar's collapsed state: controlled through `collapsed`/`onCollapsedChange`, or
 * uncontrolled and remembered in localStorage so the choice survives reloads.
 */
export function useSidebarCollapsed({
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  storageKey,
}: SidebarCollapsedOptions): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(() => readStoredCollapsed(storageKey) ?? defaultCollapsed);
  const isControlled = collapsed !== undefined;
  const value = isControlled ? collapsed : own;

  const setCollapsed = useCallback(
    (next: boolean) => {
      if (!isControlled) {
        setOwn(next);
        writeStoredCollapsed(storageKey, next);
      }
      onCollapsedChange?.(next);
    },
    [isControlled, storageKey, onCollapsedChange],
  );

  return [value, setCollapsed];
}
