import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
  useLocale,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'children' | 'valueLabel' | 'minValue'> {
  /** What is progressing, shown above the bar and read by screen readers: `Voiding sales`. */
  label: string;
  /** How far it is, between 0 and `maxValue`. */
  value?: number;
  /** The value that means done: the number of records, say. @default 100 */
  maxValue?: number;
  /**
   * The words beside the label, also read as the bar's value. @default "12,000 of 50,000" (the
   * value and `maxValue` in the user's number format)
   */
  valueLabel?: string;
  /** The fill's colour: the accent while it runs, positive or critical once it ended. @default 'accent' */
  tone?: 'accent' | 'positive' | 'critical';
}

/**
 * A determinate progress bar (`role="progressbar"`) for work whose size is known, such as a bulk
 * action over many records: a label, "12,000 of 50,000" beside it, and a bar filled by the
 * share done. It is not a tab stop. With `isIndeterminate` a band moves along the bar instead
 * (still under reduced motion); for short waits of unknown length prefer `Spinner`.
 */
export function ProgressBar({
  label,
  value = 0,
  maxValue = 100,
  valueLabel,
  tone = 'accent',
  isIndeterminate = false,
  className,
  ...props
}: ProgressBarProps) {
  const { locale } = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const words = isIndeterminate
    ? valueLabel
    : (valueLabel ?? `${numbers.format(value)} of ${numbers.format(maxValue)}`);
  return (
    <AriaProgressBar
      {...props}
      value={value}
      minValue={0}
      maxValue={maxValue}
      valueLabel={words}
      isIndeterminate={isIndeterminate}
      data-tone={tone}
      className={composeRenderProps(className, (given) =>
        [styles.root, given].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {valueText !== undefined && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            {isIndeterminate ? (
              <div className={styles.band} />
            ) : (
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
