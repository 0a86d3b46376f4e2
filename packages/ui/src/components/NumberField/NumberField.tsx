import { NumberParser } from '@internationalized/number';
import { useMemo, useRef, useState } from 'react';
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
import { decimalsTyped, hasMisplacedComma, withDecimalPoint } from './typedText';

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
 * cent for money), else 1. An empty field reports `NaN`. A decimal comma ("7,2") reads as the
 * decimal point, never as thousands (`withDecimalPoint`); a comma that is neither ("1,2,3",
 * "12,"), or more decimals than the figures show, is refused: the field keeps the text as typed
 * with the product's message, and reports `NaN` (no number), never React Aria's reading of it
 * (123, or $20.00 for "19.999").
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
  value,
  defaultValue,
  onChange,
  ...props
}: NumberFieldProps) {
  const name = typeof label === 'string' ? label : (props['aria-label'] ?? 'The value');
  // Made once per format: how the field writes its figures, and how it reads a decimal comma.
  const [figures, parser] = useMemo(
    () =>
      [
        new Intl.NumberFormat('en-US', props.formatOptions),
        new NumberParser('en-US', props.formatOptions),
      ] as const,
    [props.formatOptions],
  );
  // Held here even when the caller does not hold it, so that a decimal comma's value can replace
  // the one React Aria read (it reads "7,2" as 72).
  const [own, setOwn] = useState(defaultValue ?? Number.NaN);
  const shown = value !== undefined ? value : own;
  /** What was typed since the last commit; what is wrong with the last commit's text. */
  const typed = useRef<string | null>(null);
  const [textProblem, setTextProblem] = useState<string | null>(null);
  // The refused text, shown in place of React Aria's reading until it is edited.
  const [refused, setRefused] = useState<string | null>(null);
  const report = (next: number) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  // Where React Aria reads the typed text (leaving the field, Enter), before it does, so that the
  // verdict is in place when it checks, even for the value it already had (123 after "1,2,3").
  // Set while React Aria commits a refused text: its reading of it (123, $20.00) is no number.
  const refusing = useRef(false);
  const checkText = () => {
    const text = typed.current;
    if (text === null) return;
    const problem = typedTextProblem(text, figures, name);
    setTextProblem(problem);
    setRefused(problem === null ? null : text);
    if (problem === null) return;
    typed.current = null;
    // No number rather than React Aria's reading, even when that reading is the value held
    // already ("1,2,3" over 123), which React Aria would not commit as a change.
    if (!Number.isNaN(shown)) report(Number.NaN);
    refusing.current = true;
    // React Aria commits within the same key press or blur.
    queueMicrotask(() => {
      refusing.current = false;
    });
  };
  const change = (read: number) => {
    if (refusing.current) return;
    const text = typed.current;
    typed.current = null;
    const point = text === null ? null : withDecimalPoint(text);
    // Only the commit of the typed text itself: an arrow pressed after typing steps from React
    // Aria's reading, and is left alone.
    const next =
      point !== null && text !== null && Object.is(read, parser.parse(text))
        ? parser.parse(point)
        : read;
    report(next);
  };
  return (
    <AriaNumberField
      {...props}
      value={shown}
      onChange={change}
      // Refused as its own error, not as a check of the value: the value may be one the field
      // already held ("1,2,3" reads as 123), and the verdict must go when the text is fixed.
      isInvalid={textProblem !== null || props.isInvalid}
      step={stepping(step, figures)}
      // React Aria would move a value to the nearest allowed one as the field loses focus: the
      // limits are checked here instead, so nothing typed changes.
      validate={(current) =>
        numberProblem(current, { minValue, maxValue, step }, name, figures.format) ??
        validate?.(current) ??
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
          // The refused text stays as typed (React Aria would show its reading, or nothing).
          {...(refused !== null && Number.isNaN(shown) ? { value: refused } : {})}
          onChange={(event) => {
            const text = event.currentTarget.value;
            typed.current = text;
            // Once edited into text React Aria takes, the field shows React Aria's text again.
            if (parser.isValidPartialNumber(text)) setRefused(null);
          }}
          onBlurCapture={checkText}
          onKeyDownCapture={(event) => {
            if (event.key === 'Enter') checkText();
          }}
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
      <FieldError>{textProblem ?? errorMessage}</FieldError>
    </AriaNumberField>
  );
}

/**
 * What is wrong with the text as typed, which its value alone cannot tell: a comma that is neither
 * a decimal comma nor groups thousands, or more decimals than the field's figures show (a third
 * one on dollars), which reading would round away.
 */
function typedTextProblem(text: string, figures: Intl.NumberFormat, name: string): string | null {
  if (hasMisplacedComma(text))
    return `${name} has a comma out of place: write it as 1,250.5 or 1250.5.`;
  const { maximumFractionDigits = 3, style } = figures.resolvedOptions();
  // A percent field shows 15% for 0.15: its typed figures are the shown ones.
  if (decimalsTyped(text) > maximumFractionDigits) {
    const places = maximumFractionDigits === 1 ? 'decimal' : 'decimals';
    return maximumFractionDigits === 0
      ? `${name} must be a whole number${style === 'percent' ? ' of percent' : ''}.`
      : `${name} takes at most ${maximumFractionDigits} ${places}.`;
  }
  return null;
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
