import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  fieldStyles,
  Label,
} from '../../private/field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>,
    FieldChromeProps {
  /** The `Checkbox` elements, each with its own `value`. */
  children?: ReactNode;
  /** Stack the checkboxes or lay them in a wrapping row. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Several checkboxes answering one question ("Notify me by"), with one label, help text and one
 * error for the group. The value is the array of the checked boxes' `value`s; with `name` a form
 * submits each of them. Tab moves between boxes; Space toggles.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.items} data-orientation={orientation}>
        {children}
      </div>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
