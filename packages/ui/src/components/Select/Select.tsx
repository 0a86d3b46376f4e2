import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  composeRenderProps,
  SelectValue,
} from 'react-aria-components';
import {
  Description,
  type FieldChromeProps,
  FieldError,
  FieldIcon,
  fieldStyles,
  Label,
  OptionsPopover,
  type SelectOption,
} from '../../private/field';
import * as styles from './Select.css';

export type { SelectOption };

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'items' | 'selectionMode'>,
    FieldChromeProps {
  /** The choices, as `{ name, value }`. */
  options: readonly SelectOption[];
  /** Text while nothing is chosen. @default 'Choose One' */
  placeholder?: string;
  /** Shows a spinner in the trigger and "Loading…" in an empty list while options are fetched. @default false */
  isLoading?: boolean;
  /** Text of the list when there are no options. @default 'No options' */
  emptyText?: string;
}

/**
 * Picks one of a short list of `{ name, value }` options. The value (`value`/`defaultValue`,
 * reported by `onChange`) is the option's `value`; with `name` a form submits it. Type to jump to
 * an option; Arrow keys, Enter and Escape work on the open list.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Choose One',
  isLoading = false,
  emptyText = 'No options',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect<SelectOption, 'single'>
      {...props}
      allowsEmptyCollection
      placeholder={placeholder}
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value}>
          {/* Text only: the option's check column belongs to the list, not the trigger. */}
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <span className={styles.adornment}>
          {isLoading && <span className={fieldStyles.spinner} aria-hidden="true" />}
          <FieldIcon name="chevron-down" />
        </span>
      </Button>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover options={options} isLoading={isLoading} emptyText={emptyText} />
    </AriaSelect>
  );
}
