import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  Input,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  fieldStyles,
  Label,
} from '../../private/field';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty input. Never a replacement for the label. */
  placeholder?: string;
}

/**
 * A single-line text input with label, help text and error message. Validation (required,
 * `type="email"`, `pattern`, `validate`, server errors through `Form`) comes from react-aria.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input placeholder={placeholder} className={`${fieldStyles.control} ${styles.input}`} />
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
