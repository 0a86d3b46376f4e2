import type { ReactNode } from 'react';
import {
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  composeRenderProps,
  RadioButton,
} from 'react-aria-components';
import { Description } from '../../private/field';
import * as styles from './RadioGroup.css';

export interface RadioProps extends Omit<AriaRadioFieldProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** Help text under this option. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`; `value` is what the group reports when it is chosen. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadioField
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.radio, given].filter(Boolean).join(' '),
      )}
    >
      <RadioButton className={styles.button}>
        <span className={styles.circle} />
        <span>{children}</span>
      </RadioButton>
      {description != null && (
        <div className={styles.details}>
          <Description>{description}</Description>
        </div>
      )}
    </AriaRadioField>
  );
}
