import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  composeRenderProps,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  FieldIcon,
  fieldStyles,
  formatIsoDate,
  Label,
  parseIsoDate,
} from '../../private/field';
import * as styles from './DateRangePicker.css';

/** A period as two `YYYY-MM-DD` strings, both ends included. */
export interface IsoDateRange {
  start: string;
  end: string;
}

type IsoDateProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'granularity';

export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<DateValue>, 'children' | IsoDateProps>,
    FieldChromeProps {
  /** The period as `{ start, end }` in `YYYY-MM-DD`, or `null` for none. */
  value?: IsoDateRange | null;
  /** The initial period when uncontrolled. */
  defaultValue?: IsoDateRange | null;
  /** Called with the new period as zero-padded `YYYY-MM-DD` strings, or `null` when cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  /** Earliest allowed date, `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest allowed date, `YYYY-MM-DD`. */
  maxValue?: string;
}

function parseRange(range: IsoDateRange | null | undefined): RangeValue<DateValue> | null {
  const start = parseIsoDate(range?.start);
  const end = parseIsoDate(range?.end);
  return start && end ? { start, end } : null;
}

function formatRange(range: RangeValue<DateValue> | null): IsoDateRange | null {
  const start = formatIsoDate(range?.start);
  const end = formatIsoDate(range?.end);
  return start && end ? { start, end } : null;
}

/**
 * A from–thru period (reports, filters): two typed dates plus a calendar to pick both ends. Values
 * are `YYYY-MM-DD` strings in and out; with `startName`/`endName` a form submits each end that way.
 * Tab through the segments; Alt+Arrow Down or the calendar button opens the calendar, where the
 * arrow keys move, Enter picks the start and then the end, and Escape closes.
 */
export function DateRangePicker({
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
}: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      {...props}
      {...(value !== undefined && { value: parseRange(value) })}
      {...(defaultValue !== undefined && { defaultValue: parseRange(defaultValue) })}
      minValue={parseIsoDate(minValue)}
      maxValue={parseIsoDate(maxValue)}
      granularity="day"
      onChange={onChange && ((range) => onChange(formatRange(range)))}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${fieldStyles.control} ${fieldStyles.controlWithButtons} ${styles.group}`}>
        <span className={styles.inputs}>
          <DateInput slot="start" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
        </span>
        <Button className={fieldStyles.iconButton}>
          <FieldIcon name="calendar" />
        </Button>
      </Group>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog}>
          <RangeCalendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={fieldStyles.iconButton}>
                <FieldIcon name="chevron-left" />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={fieldStyles.iconButton}>
                <FieldIcon name="chevron-right" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => (
                  <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
