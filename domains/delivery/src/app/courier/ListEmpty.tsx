import { EmptyState } from '@backoffice/ui/EmptyState';
import { Icon, type IconName } from '@backoffice/ui/Icon';
import { Link } from '@backoffice/ui/Link';

export interface ListEmptyProps {
  /** A search or filters narrow the list: nothing matches them, with a way back to all. */
  narrowed: boolean;
  /** What the list holds: `courier requests`, `orders`. */
  plural: string;
  /** The list's own address, without its search and filters. */
  clearHref: string;
  /** The heading and sentence of a list with nothing yet. */
  title: string;
  description: string;
  icon: IconName;
}

/** The empty state of the brand's lists: nothing matches, or nothing yet. */
export function ListEmpty(props: ListEmptyProps) {
  return props.narrowed ? (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name="search" />}
      title={`No ${props.plural} match`}
      description="Nothing matches this search and these filters."
      action={<Link href={props.clearHref}>Clear the search and filters</Link>}
    />
  ) : (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Icon name={props.icon} />}
      title={props.title}
      description={props.description}
    />
  );
}
