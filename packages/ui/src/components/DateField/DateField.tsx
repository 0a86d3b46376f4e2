import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  composeRenderProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  fieldStyles,
  formatIsoDate,
  Label,
  parseIsoDate,
} from '../../private/field';
import * as styles from './DateField.css';

type IsoDateProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'granularity';

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<DateValue>, 'children' | IsoDateProps>,
    FieldChromeProps {
  /** The date as `YYYY-MM-DD`, or `null` for none. */
  value?: string | null;
  /** The initial date as `YYYY-MM-DD` when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the new date as zero-padded `YYYY-MM-DD`, or `null` while incomplete or cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest allowed date, `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  maxValue?: string;
}

/**
 * A typed date (day, month and year segments in the user's locale order) whose value is a
 * `YYYY-MM-DD` string in and out, as the API sends dates; a form submits it in that form under
 * `name`. Tab or the arrow keys move between segments; Up/Down change one.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  className,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      {...(value !== undefined && { value: parseIsoDate(value) })}
      {...(defaultValue !== undefined && { defaultValue: parseIsoDate(defaultValue) })}
      minValue={parseIsoDate(minValue)}
      maxValue={parseIsoDate(maxValue)}
      granularity="day"
      onChange={onChange && ((date) => onChange(formatIsoDate(date)))}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <DateInput className={`${fieldStyles.control} ${styles.input}`}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </AriaDateField>
  );
}
