import type { Key } from 'react-aria-components';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { FieldIcon } from './FieldIcon';
import * as styles from './field.css';

/** One choice of a Select or ComboBox, in the product's `{ name, value }` shape. */
export interface SelectOption {
  /** The text shown to the user. */
  name: string;
  /** What the field reports and submits. */
  value: Key;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

export interface OptionsPopoverProps {
  options: readonly SelectOption[];
  /** While true and there are no options, the list says it is loading. */
  isLoading?: boolean;
  /** Text of an empty list. */
  emptyText: string;
}

/** The popover list shared by Select and ComboBox: a check on the selected option, empty and loading states. */
export function OptionsPopover({ options, isLoading, emptyText }: OptionsPopoverProps) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox
        className={styles.listBox}
        items={options}
        renderEmptyState={() => (
          <div className={styles.emptyState} role="status">
            {isLoading && <span className={styles.spinner} aria-hidden="true" />}
            {isLoading ? 'Loading…' : emptyText}
          </div>
        )}
      >
        {(option) => (
          <ListBoxItem
            id={option.value}
            textValue={option.name}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.optionCheck}>
                  {isSelected && <FieldIcon name="check" />}
                </span>
                <span className={styles.optionText}>{option.name}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
