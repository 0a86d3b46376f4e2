import { type ClipboardEvent, useId, useState } from 'react';
import {
  composeRenderProps,
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { fieldStyles } from '../../private/field';
import {
  formatPhone,
  isAcceptablePaste,
  PHONE_MAX_LENGTH,
  PHONE_PASTE_ERROR,
  PHONE_TEMPLATE,
  phoneDigits,
} from './formatPhone';
import * as styles from './PhoneInput.css';

export interface PhoneInputProps
  extends Omit<
    TextFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'children' | 'type' | 'inputMode'
  > {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Error shown under the field (for example the server's message); also marks it invalid. */
  errorMessage?: string;
  /** The number as digits only, for a controlled field. */
  value?: string;
  /** Initial number as digits only, for an uncontrolled field. */
  defaultValue?: string;
  /** Called with the digits only (at most 10), which is what the server stores. */
  onChange?: (digits: string) => void;
  /** Placeholder inside the empty field. @default '(XXX) XXX - XXXX' */
  placeholder?: string;
}

/**
 * A US phone number field. It shows the number as '(XXX) XXX - XXXX' while the value going in
 * and out is digits only; a form `name` submits the digits too. Typed non-digits are ignored; a
 * paste that is neither plain digits nor already in the template is refused with an alert.
 */
export function PhoneInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  placeholder = PHONE_TEMPLATE,
  name,
  isInvalid,
  className,
  ...props
}: PhoneInputProps) {
  const [ownDigits, setOwnDigits] = useState(() => phoneDigits(defaultValue));
  const [pasteRefused, setPasteRefused] = useState(false);
  const alertId = useId();
  const digits = value !== undefined ? phoneDigits(value) : ownDigits;

  const commit = (next: string) => {
    if (value === undefined) setOwnDigits(next);
    if (next !== digits) onChange?.(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    if (!isAcceptablePaste(pasted)) {
      setPasteRefused(true);
      return;
    }
    setPasteRefused(false);
    const input = event.currentTarget;
    const shown = input.value;
    const start = input.selectionStart ?? shown.length;
    const end = input.selectionEnd ?? shown.length;
    commit(phoneDigits(shown.slice(0, start) + phoneDigits(pasted) + shown.slice(end)));
  };

  return (
    <TextField
      {...props}
      value={formatPhone(digits)}
      onChange={(text) => {
        setPasteRefused(false);
        commit(phoneDigits(text));
      }}
      type="tel"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'tel-national'}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={composeRenderProps(className, (given) =>
        [styles.field, given].filter(Boolean).join(' '),
      )}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Input
        className={styles.input}
        placeholder={placeholder}
        maxLength={PHONE_MAX_LENGTH}
        onPaste={onPaste}
        aria-describedby={pasteRefused ? alertId : undefined}
      />
      {name && <input type="hidden" name={name} value={digits} />}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <div role="alert" id={alertId} className={styles.error}>
        {pasteRefused ? PHONE_PASTE_ERROR : null}
      </div>
    </TextField>
  );
}
