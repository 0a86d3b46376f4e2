import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './AppShell.css';

export interface MenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The logo link at the drawer's top. */
  logo: ReactNode;
  navLabel: string;
  /** The menu's links, given the function that closes the drawer (called when one is followed). */
  nav: (close: () => void) => ReactNode;
}

/**
 * The narrow layout's slide-in menu: a modal dialog with the logo, a close button and the menu's
 * links. Escape or a press outside closes it, and focus returns to the button that opened it.
 * `AppShell` loads it on first use.
 */
export function MenuDrawer({ isOpen, onOpenChange, logo, navLabel, nav }: MenuDrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label="Menu" className={styles.drawerDialog}>
          {({ close }) => (
            <>
              <div className={styles.drawerTop}>
                {logo}
                <Button variant="ghost" size="sm" aria-label="Close menu" onPress={close}>
                  <Icon name="close" size="md" />
                </Button>
              </div>
              <nav aria-label={navLabel} className={styles.drawerNav}>
                {nav(close)}
              </nav>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
