import { fieldStyles } from '../../private/field';
import * as styles from './FieldPlaceholder.css';

export interface FieldPlaceholderProps {
  /** The label the field will have, shown where its label will be. */
  label: string;
  /** Class of the field it stands for (its width in a row of filters, say). */
  className?: string;
}

/**
 * A field's shape while its control is not drawn yet: its label and an empty box the size of a
 * field's control, so that nothing moves when the real field takes its place. For screens that
 * draw costly controls (selects, date fields) just after their first paint. It holds no value,
 * takes no focus and is hidden from screen readers: mark the surrounding group `aria-busy` while
 * placeholders show.
 */
export function FieldPlaceholder({ label, className }: FieldPlaceholderProps) {
  return (
    <div
      aria-hidden="true"
      data-placeholder-for={label}
      className={[fieldStyles.field, styles.placeholder, className].filter(Boolean).join(' ')}
    />
  );
}
