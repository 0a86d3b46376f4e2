import { Avatar } from '../Avatar';
import type { UserMenuProps } from '../UserMenu';
import * as styles from '../UserMenu/UserMenu.css';

/**
 * The user menu's shape while its menu is not drawn yet: the same avatar where its button will
 * be, so that nothing moves when the button takes its place. For a page that draws the menu
 * (react-aria's menu and popover, 20 KB with gzip) just after its first screen. It takes no
 * focus and is hidden from screen readers.
 */
export function UserMenuPlaceholder({
  name,
  initials,
  photoSrc,
}: Pick<UserMenuProps, 'name' | 'initials' | 'photoSrc'>) {
  return (
    <span aria-hidden="true" className={styles.trigger} data-placeholder>
      <Avatar name={name} src={photoSrc} initials={initials} />
    </span>
  );
}
