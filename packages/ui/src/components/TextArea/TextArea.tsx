import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  fieldStyles,
  Label,
} from '../../private/field';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'type' | 'pattern'>,
    FieldChromeProps {
  /** Hint inside the empty area. Never a replacement for the label. */
  placeholder?: string;
  /** Visible lines before the area scrolls; the user can drag it taller. @default 4 */
  rows?: number;
  /** Shows a "12 / 500" counter under the area when `maxLength` is set. @default true */
  showCount?: boolean;
}

/** Multi-line text (notes, addresses, notice details) with label, help text, error and an optional length counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCount = true,
  className,
  ...props
}: TextAreaProps) {
  const isControlled = props.value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const length = isControlled ? (props.value?.length ?? 0) : uncontrolledLength;
  const withCount = showCount && props.maxLength != null;

  return (
    <AriaTextField
      {...props}
      onChange={(value) => {
        if (!isControlled) setUncontrolledLength(value.length);
        props.onChange?.(value);
      }}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.control} ${styles.textArea}`}
      />
      <div className={styles.footer}>
        <div>
          <Description>{description}</Description>
          <FieldError>{errorMessage}</FieldError>
        </div>
        {withCount && (
          <span
            className={styles.counter}
            data-full={length >= (props.maxLength ?? 0) || undefined}
          >
            {length} / {props.maxLength}
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
