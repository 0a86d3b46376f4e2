import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  fieldStyles,
  Label,
} from '../../private/field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldChromeProps {
  /** The `Radio` options. */
  children?: ReactNode;
}

/**
 * Picks exactly one of a few options that should all be visible at once (payment method, notice
 * level). Tab enters the group at the chosen option; Arrow keys move and choose. The value is the
 * chosen `Radio`'s `value`; `orientation="horizontal"` lays them in a row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.items}>{children}</div>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
