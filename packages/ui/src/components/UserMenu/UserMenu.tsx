import { MenuTrigger, Button as RacButton } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { Menu, MenuItem } from '../Menu';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  /** The signed-in user's name; it names the menu button for assistive technology. */
  name: string;
  /** Initials shown when there is no photo (the user record carries them); else from `name`. */
  initials?: string | null;
  /** Profile photo address; when missing or failing to load, the initials show instead. */
  photoSrc?: string | null;
  /** Offer 'Your Profile' (the app passes whether the user has an active brand). @default false */
  showProfile?: boolean;
  /** Where 'Your Profile' leads, through react-aria's RouterProvider. @default '/profile' */
  profileHref?: string;
  /** Called when 'Sign out' is chosen. */
  onSignOut: () => void;
  /** Disables the button, for example while signing out. @default false */
  isDisabled?: boolean;
}

/**
 * The avatar in the top bar (photo, else initials) opening the account menu: 'Your Profile'
 * when the user has an active brand, and 'Sign out'. Enter, Space or ArrowDown opens it from the
 * keyboard; Escape closes it and returns focus to the avatar.
 */
export function UserMenu({
  name,
  initials,
  photoSrc,
  showProfile = false,
  profileHref = '/profile',
  onSignOut,
  isDisabled = false,
}: UserMenuProps) {
  return (
    <MenuTrigger>
      {/*
        Named by its content ("Account menu for" + the avatar's name) rather than aria-label,
        so the visible initials never contradict the accessible name.
      */}
      <RacButton className={styles.trigger} isDisabled={isDisabled}>
        <span className={styles.visuallyHidden}>Account menu for </span>
        <Avatar name={name} src={photoSrc} initials={initials} />
      </RacButton>
      <Menu placement="bottom end">
        {showProfile && (
          <MenuItem id="profile" href={profileHref} icon={<Icon name="user" />}>
            Your Profile
          </MenuItem>
        )}
        <MenuItem id="sign-out" onAction={onSignOut} icon={<Icon name="logout" />}>
          Sign out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
