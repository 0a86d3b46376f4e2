import { Icon } from '@backoffice/ui/Icon';
import { Fragment, Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { lazyComponent } from '../loading/lazyComponent';
import * as styles from './CommandPalette.css';
import { isPaletteShortcut, shortcutKeys } from './shortcut';

const PaletteDialog = lazyComponent(() => import('./PaletteDialog').then((m) => m.PaletteDialog));
const loadPanel = () => void PaletteDialog.preload();

/**
 * The command palette of the signed-in shell: Ctrl+K (Cmd+K) anywhere, or the top bar's
 * "Search or jump to…" button, opens a dialog to go to any screen the user may open in the
 * brand, find records across the brand's lists, or run an action on the record in view.
 * Escape closes it and focus returns where it was. The shortcut is heard before any control
 * (a table, the palette's own box) can keep the key to itself; pressed again it closes the
 * palette. The dialog loads on first use (or when the pointer or focus comes to the button); keys
 * typed while it loads go in a box of their own and are handed to it.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  /** What is typed while the panel's file loads (the first use), handed to the panel. */
  const [early, setEarly] = useState('');
  const [keys, setKeys] = useState<readonly string[]>(['Ctrl', 'K']);
  /** Whether the dialog was ever opened: it stays drawn then, so that it can close. */
  const [used, setUsed] = useState(false);

  useEffect(() => {
    setKeys(shortcutKeys(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
      setUsed(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  useEffect(() => {
    if (!open) setEarly('');
  }, [open]);

  return (
    <>
      <Button
        className={styles.trigger}
        aria-keyshortcuts="Control+K Meta+K"
        onHoverStart={loadPanel}
        onFocus={loadPanel}
        onPress={() => {
          setOpen(true);
          setUsed(true);
        }}
      >
        <Icon name="search" size="md" />
        <span className={styles.triggerText}>Search or jump to…</span>
        <span className={styles.keys}>
          {/* The spaces name the button "Search or jump to… Ctrl K"; flex layout drops them. */}
          {keys.map((key) => (
            <Fragment key={key}>
              {' '}
              <kbd className={styles.key}>{key}</kbd>
            </Fragment>
          ))}
        </span>
      </Button>
      {used && (
        <Suspense
          fallback={
            // Keys pressed at once are kept: the box takes them until the dialog replaces it.
            open && (
              <input
                aria-label="Search or jump to"
                className={`${styles.input} ${styles.earlyInput}`}
                // biome-ignore lint/a11y/noAutofocus: the user asked for the palette (its shortcut or button), and its box takes the keys typed next.
                autoFocus
                value={early}
                onChange={(event) => setEarly(event.target.value)}
                placeholder="Loading…"
              />
            )
          }
        >
          <PaletteDialog isOpen={open} onOpenChange={setOpen} initialText={early} />
        </Suspense>
      )}
    </>
  );
}
