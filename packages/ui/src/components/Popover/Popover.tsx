import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  OverlayArrow,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends AriaPopoverProps {
  /** Draw an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
}

/**
 * A non-modal layer anchored to its trigger, for extra detail or a small form. Put a `Dialog`
 * inside and open it from a `DialogTrigger`: focus moves in, Escape or a click outside closes it
 * and focus returns to the trigger.
 */
export function Popover({
  showArrow = false,
  offset,
  className,
  children,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 6)}
      className={composeRenderProps(className, (given) =>
        [styles.popover, given].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </AriaPopover>
  );
}
