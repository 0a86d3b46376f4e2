import {
  composeRenderProps,
  Label,
  ProgressBar,
  type ProgressBarProps,
} from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps
  extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /** What is loading, read by screen readers. @default 'Loading' */
  label?: string;
  /** Show the label beside the ring as well. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator (`role="progressbar"`) for waits of unknown length.
 * Under reduced motion the ring stops turning.
 */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      data-size={size}
      className={composeRenderProps(className, (given) =>
        [styles.root, given].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.ring} aria-hidden="true" />
      {showLabel && (
        <Label elementType="span" className={styles.text}>
          {label}
        </Label>
      )}
    </ProgressBar>
  );
}
