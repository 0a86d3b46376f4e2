import type { ReactNode } from 'react';
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  composeRenderProps,
  SwitchButton,
} from 'react-aria-components';
import { Description } from '../../private/field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchFieldProps, 'children'> {
  /** The label beside the switch: name the setting, not the state ("Email alerts", not "On"). */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/**
 * An on/off setting that takes effect at once (alerts, sidebar collapsed). For a choice that is
 * saved with a form, prefer a `Checkbox`. Space toggles it; it reads as a switch to screen readers.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <AriaSwitchField
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.root, given].filter(Boolean).join(' '),
      )}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description != null && (
        <div className={styles.details}>
          <Description>{description}</Description>
        </div>
      )}
    </AriaSwitchField>
  );
}
