import { Button } from '@backoffice/ui/Button';
import { Link } from '@backoffice/ui/Link';
import * as styles from './FormActions.css';

export interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** Where 'Cancel' leads; without it there is no 'Cancel'. */
  cancelHref?: string;
}

/** A form's row of actions: the submit button and, where there is one, a 'Cancel' link. */
export function FormActions({ submitLabel, pending, cancelHref }: FormActionsProps) {
  return (
    <div className={styles.formActions}>
      <Button type="submit" isPending={pending}>
        {submitLabel}
      </Button>
      {cancelHref && (
        <Link href={cancelHref} variant="standalone">
          Cancel
        </Link>
      )}
    </div>
  );
}
