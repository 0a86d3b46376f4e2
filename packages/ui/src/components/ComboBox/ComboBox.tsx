import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
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
  OptionsPopover,
  type SelectOption,
} from '../../private/field';
import * as styles from './ComboBox.css';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<SelectOption, 'single'>,
      'children' | 'items' | 'defaultItems' | 'selectionMode'
    >,
    FieldChromeProps {
  /**
   * The choices, as `{ name, value }`. The list filters them as the user types; pass an
   * already-filtered list with `inputValue`/`onInputChange` to search on the server instead.
   */
  options: readonly SelectOption[];
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Shows a spinner while options are fetched; an empty list says "Loading…". @default false */
  isLoading?: boolean;
  /** Text of the list when nothing matches. @default 'No matches' */
  emptyText?: string;
  /**
   * Filters `options` by the typed text. Turn off when `options` are already filtered (server search).
   * @default true
   */
  filterOptions?: boolean;
}

/**
 * A text input with a filtered list of `{ name, value }` options, for lists too long to scan
 * (customers, products, towns). Arrow Down opens the list; Enter picks; Escape closes or clears.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  isLoading = false,
  emptyText = 'No matches',
  filterOptions = true,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox<SelectOption, 'single'>
      {...props}
      // A controlled `items` list is shown as given; `defaultItems` lets RAC filter by the input.
      {...(filterOptions ? { defaultItems: options } : { items: options })}
      allowsEmptyCollection
      className={composeRenderProps(className, (given) =>
        [fieldStyles.field, given].filter(Boolean).join(' '),
      )}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${fieldStyles.control} ${fieldStyles.controlWithButtons}`}>
        <Input placeholder={placeholder} className={fieldStyles.innerInput} />
        <span className={styles.adornment}>
          {isLoading && <span className={fieldStyles.spinner} aria-hidden="true" />}
          <Button className={fieldStyles.iconButton}>
            <FieldIcon name="chevron-down" />
          </Button>
        </span>
      </Group>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover options={options} isLoading={isLoading} emptyText={emptyText} />
    </AriaComboBox>
  );
}
