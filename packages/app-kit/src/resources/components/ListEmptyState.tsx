import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon, type IconName } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';

export interface ListEmptyStateProps {
  /** A search or filters narrow the list: nothing matches them, with a way back to all. */
  narrowed: boolean;
  /** What the list holds, `stock items`: "No stock items match", "No stock items yet". */
  plural: string;
  /** Why nothing matches the search and filters. */
  noMatch: string;
  /** The list's own address, without its search and filters. */
  clearHref: string;
  /** `Clear the filters`, or `Clear the search and filters` where the list has a search. */
  clearLabel: string;
  /** The icon of a list with no records yet. */
  icon: IconName;
  /** What shows here once there are records (none for those who cannot make one). */
  description: string | undefined;
  /** The heading of a list with nothing yet, when not "No <plural> yet" (`No open orders`). */
  title?: string;
}

/** The empty state of a domain's list: nothing matches its search and filters, or nothing yet. */
export function ListEmptyState(props: ListEmptyStateProps) {
  return props.narrowed ? (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="search" />}
      title={`No ${props.plural} match`}
      description={props.noMatch}
      action={<Link href={props.clearHref}>{props.clearLabel}</Link>}
    />
  ) : (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name={props.icon} />}
      title={props.title ?? `No ${props.plural} yet`}
      description={props.description}
    />
  );
}
