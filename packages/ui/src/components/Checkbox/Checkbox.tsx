import type { ReactNode } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldErrorMessage,
  FieldIcon,
  fieldStyles,
} from '../../private/field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'children'> {
  /** The label beside the box. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Replaces the validation message shown while the checkbox is invalid (alone, not in a group). */
  errorMessage?: FieldErrorMessage;
}

/**
 * A checkbox with its label, optional help text and error. Alone it is a yes/no field (terms
 * accepted, "send receipt"); inside a `CheckboxGroup` it is one of several choices, identified by
 * `value`. Space toggles it.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <AriaCheckboxField
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.root, given].filter(Boolean).join(' '),
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.button}>
            <span className={styles.box}>
              {isIndeterminate ? (
                <FieldIcon name="dash" />
              ) : isSelected ? (
                <FieldIcon name="check" />
              ) : null}
            </span>
            <span>
              {children}
              {props.isRequired && (
                <span className={fieldStyles.requiredMark} aria-hidden="true">
                  *
                </span>
              )}
            </span>
          </CheckboxButton>
          <div className={styles.details}>
            <Description>{description}</Description>
            <FieldError>{errorMessage}</FieldError>
          </div>
        </>
      )}
    </AriaCheckboxField>
  );
}
