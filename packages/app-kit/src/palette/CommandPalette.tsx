import { Icon } from '@backoffice/ui/Icon';
import { Modal } from '@backoffice/ui/Modal';
import { Fragment, Suspense, useEffect, useState } from 'react';
import { Button, Dialog } from 'react-aria-components';
import { lazyComponent } from '../loading/lazyComponent';
import * as styles from './CommandPalette.css';
import { isPaletteShortcut, shortcutKeys } from './shortcut';

const loadPanel = () => import('./PalettePanel');
const PalettePanel = lazyComponent(() => loadPanel().then((m) => m.PalettePanel));

/**
 * The command palette of the signed-in shell: Ctrl+K (Cmd+K) anywhere, or the top bar's
 * "Search or jump to…" button, opens a dialog to go to any screen the user may open in the
 * brand, find records across the brand's lists, or run an action on the record in view.
 * Escape closes it and focus returns where it was. The shortcut is heard before any control
 * (a table, the palette's own box) can keep the key to itself; pressed again it closes the
 * palette. The dialog's content loads on first use.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  /** What is typed while the panel's file loads (the first use), handed to the panel. */
  const [early, setEarly] = useState('');
  const [keys, setKeys] = useState<readonly string[]>(['Ctrl', 'K']);

  useEffect(() => {
    setKeys(shortcutKeys(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
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
        onHoverStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onPress={() => setOpen(true)}
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
      <Modal isOpen={open} onOpenChange={setOpen} isDismissable className={styles.modal}>
        <Dialog aria-label="Command palette" className={styles.dialog}>
          <Suspense
            fallback={
              // Keys pressed at once are kept: the box takes them until the panel replaces it.
              <input
                aria-label="Search or jump to"
                className={styles.input}
                autoFocus
                value={early}
                onChange={(event) => setEarly(event.target.value)}
                placeholder="Loading…"
              />
            }
          >
            <PalettePanel initialText={early} onClose={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      </Modal>
    </>
  );
}
