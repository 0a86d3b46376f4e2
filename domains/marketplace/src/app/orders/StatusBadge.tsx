import { Badge } from '@backoffice/ui/Badge';
import { statusBadge } from './orderLabels';

/** A status in words on its tone (the words carry it; the colour only repeats it). */
export function StatusBadge({ status }: { status: unknown }) {
  const badge = statusBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
