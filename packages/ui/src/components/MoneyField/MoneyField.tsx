import { useContext, useState } from 'react';
import { FormValidationContext, I18nProvider } from 'react-aria-components';
import { NumberField, type NumberFieldProps } from '../NumberField';
import * as styles from './MoneyField.css';
import { centsToDollars, dollarsToCents } from './money';

const usd: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

export interface MoneyFieldProps
  extends Omit<
    NumberFieldProps,
    'value' | 'defaultValue' | 'onChange' | 'formatOptions' | 'minValue' | 'maxValue' | 'step'
  > {
  /** The amount in integer cents (1999 is $19.99); `null` when empty. */
  value?: number | null;
  /** The initial amount in integer cents when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the new amount in integer cents, or `null` when cleared. */
  onChange?: (cents: number | null) => void;
  /** Smallest amount in cents. @default 0, or none when `allowsNegative` */
  minValue?: number;
  /** Largest amount in cents. */
  maxValue?: number;
  /** Accepts amounts below zero (refunds, adjustments). @default false */
  allowsNegative?: boolean;
  /** @default false */
  showSteppers?: boolean;
}

/**
 * An amount in US dollars, formatted for en-US ($1,234.56) whatever the browser's locale; the
 * arrow keys step by one cent, and an amount typed finer than a cent ($19.999) is refused at the
 * field, never rounded. The value is integer cents in and out, as the product stores money, and a
 * form submits cents under
 * `name`. Server errors for `name` from `Form.validationErrors` show beside it and clear on edit.
 */
export function MoneyField({
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  allowsNegative = false,
  showSteppers = false,
  name,
  isInvalid,
  errorMessage,
  ...props
}: MoneyFieldProps) {
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  const cents = value !== undefined ? value : uncontrolled;

  // The NumberField submits dollars under its own name, so the name stays here and a hidden input
  // submits cents; the server's messages for that name are therefore read here too.
  const serverErrors = useContext(FormValidationContext);
  const serverError = name ? serverErrors[name] : undefined;
  const serverMessages = serverError == null ? [] : ([] as string[]).concat(serverError);
  const [dismissedError, setDismissedError] = useState<unknown>(undefined);
  const showServerError = serverMessages.length > 0 && dismissedError !== serverError;

  return (
    <div className={styles.root}>
      <I18nProvider locale="en-US">
        <NumberField
          {...props}
          showSteppers={showSteppers}
          formatOptions={usd}
          step={0.01}
          value={centsToDollars(cents)}
          minValue={minValue != null ? centsToDollars(minValue) : allowsNegative ? undefined : 0}
          maxValue={maxValue != null ? centsToDollars(maxValue) : undefined}
          isInvalid={isInvalid || showServerError || undefined}
          errorMessage={errorMessage ?? (showServerError ? serverMessages.join(' ') : undefined)}
          onChange={(dollars) => {
            const next = dollarsToCents(dollars);
            if (value === undefined) setUncontrolled(next);
            setDismissedError(serverError);
            onChange?.(next);
          }}
        />
      </I18nProvider>
      {name && (
        <input
          type="hidden"
          name={name}
          value={cents ?? ''}
          disabled={props.isDisabled || undefined}
        />
      )}
    </div>
  );
}
