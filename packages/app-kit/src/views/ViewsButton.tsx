import type { SavedView } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Icon } from '@backoffice/ui/Icon';
import type { ButtonProps } from 'react-aria-components';
import * as styles from './SavedViewMenu.css';

/** The "Views" button, naming the view shown: the menu's trigger, and its stand-in before. */
export function ViewsButton({
  shown,
  ...props
}: { shown: SavedView | undefined } & Pick<
  ButtonProps,
  'onPress' | 'onKeyDown' | 'onFocus' | 'onBlur' | 'autoFocus'
>) {
  return (
    <Button
      variant="secondary"
      aria-label={shown ? `Views: ${shown.name}` : 'Views'}
      aria-haspopup="menu"
      {...props}
    >
      <Icon name="eye" />
      <span>
        Views
        {shown && (
          <>
            : <span className={styles.current}>{shown.name}</span>
          </>
        )}
      </span>
    </Button>
  );
}
