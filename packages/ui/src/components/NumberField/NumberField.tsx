import { useMemo } from 'react';
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
import { numberProblem } from './numberRules';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldChromeProps {
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Shows the − and + stepper buttons. Arrow keys, Page Up/Down, Home/End step either way. @default true */
  showSteppers?: boolean;
  /** Text alignment; amounts in tables and statements read best right-aligned. @default 'start' */
  align?: 'start' | 'end';
}

/**
 * A locale-aware number input: parses and formats with `formatOptions` (percent, units, currency).
 * A value outside `minValue`/`maxValue`, or off `step`, is refused at the field with a message
 * naming it (`numberProblem`), never clamped or rounded to an allowed one: what was typed stays.
 * The arrows and steppers add or take `step` where the field's figures are no finer than it (a
 * cent for money), else 1. An empty field reports `NaN`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  align = 'start',
  className,
  minValue,
  maxValue,
  step,
  validate,
  ...props
}: NumberFieldProps) {
  const name = typeof label === 'string' ? label : (props['aria-label'] ?? 'The value');
  const figures = useMemo(
    () => new Intl.NumberFormat('en-US', props.formatOptions),
    [props.formatOptions],
  );
  return (
    <AriaNumberField
      {...props}
      step={stepping(step, figures)}
      // React Aria would move a value to the nearest allowed one as the field loses focus: the
      // limits are checked here instead, so nothing typed changes.
      validate={(value) =>
        numberProblem(value, { minValue, maxValue, step }, name, figures.format) ??
        validate?.(value) ??
        null
      }
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

/**
 * The step React Aria may step by: only one no finer than the figures the field shows (a cent,
 * for dollars), since React Aria also moves a typed value onto a step, and that moves nothing the
 * field could show. A count's step of 1 is a rule checked instead: 1.5 is refused, not made 2.
 */
function stepping(step: number | undefined, figures: Intl.NumberFormat): number | undefined {
  if (step === undefined) return undefined;
  const { maximumFractionDigits = 3, style } = figures.resolvedOptions();
  const finest = 10 ** -(maximumFractionDigits + (style === 'percent' ? 2 : 0));
  return step <= finest * (1 + 1e-9) ? step : undefined;
}
