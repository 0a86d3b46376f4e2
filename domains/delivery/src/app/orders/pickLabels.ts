import type { BadgeTone } from '@backoffice/ui/Badge';

/** How a line was picked, as its badge shows it. */
export const PICK_BADGES: Readonly<Record<string, { label: string; tone: BadgeTone }>> = {
  pending: { label: 'To pick', tone: 'neutral' },
  found: { label: 'Found', tone: 'positive' },
  substituted: { label: 'Substituted', tone: 'caution' },
  unavailable: { label: 'Unavailable', tone: 'critical' },
};
