import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A button on react-aria's Button: keyboard, press and pending states come from it. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (given) =>
        [styles.button, given].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <span className={styles.spinner} aria-hidden="true" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
