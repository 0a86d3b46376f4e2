import { Icon } from '../Icon';
import * as styles from './DataTable.css';

export interface SelectionBoxProps {
  id?: string;
  /** The checkbox's own name ("Select"), or the whole of it without `labelledBy`. */
  label: string;
  /** Ids whose text names the checkbox, its own first ("Select" and the row's title). */
  labelledBy?: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: () => void;
}

/** Hides the native checkbox but keeps it in the accessibility tree, as react-aria does. */
const HIDDEN_INPUT = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
} as const;

/**
 * A reading table's checkbox: the markup and look of the interactive table's (a native checkbox
 * kept for assistive technology, the drawn box beside it) with none of its work.
 */
export function SelectionBox({
  id,
  label,
  labelledBy,
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
}: SelectionBoxProps) {
  return (
    <label
      className={styles.checkbox}
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span style={HIDDEN_INPUT}>
        <input
          id={id}
          type="checkbox"
          aria-label={label}
          aria-labelledby={labelledBy}
          checked={isSelected}
          disabled={isDisabled}
          ref={(input) => {
            if (input) input.indeterminate = isIndeterminate;
          }}
          onChange={onChange}
        />
      </span>
      <span className={styles.checkboxBox} aria-hidden="true">
        {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
      </span>
    </label>
  );
}
