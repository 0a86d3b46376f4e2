import { MESSAGES } from '@backoffice/contract';
import { Skeleton } from '@backoffice/ui/Skeleton';
import * as screen from '../shared/screen.css';

/**
 * What stands for a view of the project until it is answered: the general error when reading it
 * failed, a skeleton of `lines` while it loads.
 */
export function ViewPending({
  failed,
  lines,
  label,
}: {
  failed: boolean;
  lines: number;
  label: string;
}) {
  return failed ? (
    <p role="alert" className={screen.alert}>
      {MESSAGES.general}
    </p>
  ) : (
    <Skeleton lines={lines} label={label} />
  );
}
