import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  composeRenderProps,
  Group,
  Input,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  FieldIcon,
  fieldStyles,
  Label,
} from '../../private/field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Shows the − and + stepper buttons. Arrow keys, Page Up/Down, Home/End step either way. @default true */
  showSteppers?: boolean;
  /** Text alignment; amounts in tables and statements read best right-aligned. @default 'start' */
  align?: 'start' | 'end';
}

/**
 * A locale-aware number input: parses and formats with `formatOptions` (percent, units, currency),
 * clamps to `minValue`/`maxValue` and snaps to `step` on blur. An empty field reports `NaN`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  align = 'start',
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group
        className={`${fieldStyles.control} ${showSteppers ? fieldStyles.controlWithButtons : ''}`}
      >
        <Input
          placeholder={placeholder}
          data-align={align}
          className={`${fieldStyles.innerInput} ${styles.input}`}
        />
        {showSteppers && (
          <span className={styles.steppers}>
            <Button slot="decrement" className={fieldStyles.iconButton}>
              <FieldIcon name="minus" />
            </Button>
            <Button slot="increment" className={fieldStyles.iconButton}>
              <FieldIcon name="plus" />
            </Button>
          </span>
        )}
      </Group>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
