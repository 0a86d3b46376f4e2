import { useResourceRegistry } from '@backoffice/app-kit';
import { formatDay } from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { Link } from '@backoffice/ui/Link';
import { useEffect, useRef } from 'react';
import * as screen from '../shared/screen.css';
import type { LikelyDuplicate } from './duplicates';

export interface DuplicateWarningProps {
  matches: readonly LikelyDuplicate[];
  /** The server's sentences when the lookup found nothing the server did (a race). */
  sentences?: readonly string[];
  /** "Save anyway": the save goes ahead, marked as a deliberate likely duplicate. */
  onSaveAnyway: () => void;
  /** "Change the details": back to the form's first field. */
  onChangeDetails: () => void;
  pending?: boolean;
}

const REASON_WORDS = {
  name_and_birth: 'same name and date of birth',
  phone: 'same phone number',
} as const;

/**
 * Shown before a save that looks like someone already registered: who matches and why, each a
 * link to their record (in a new tab, so nothing typed here is lost), and two deliberate
 * choices. It takes the focus when it appears, so a keyboard or screen reader user meets it.
 */
export function DuplicateWarning({
  matches,
  sentences = [],
  onSaveAnyway,
  onChangeDetails,
  pending,
}: DuplicateWarningProps) {
  const { pathFor } = useResourceRegistry();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = matches.length || sentences.length;
  return (
    <section className={screen.caution} aria-labelledby="duplicate-heading">
      <h3 id="duplicate-heading" ref={heading} tabIndex={-1} className={screen.panelHeading}>
        {count === 1
          ? 'This may be someone already registered'
          : 'These may be people already registered'}
      </h3>
      {matches.length > 0 ? (
        <ul className={screen.cautionList}>
          {matches.map((match) => (
            <li key={match.id}>
              <Link href={pathFor('view-beneficiary', { id: match.id })} isExternal>
                {match.name} (#{match.id})
              </Link>{' '}
              — {match.reasons.map((reason) => REASON_WORDS[reason]).join(' and ')}
              {match.date_of_birth ? `; born ${formatDay(match.date_of_birth)}` : ''}
              {match.labels.category_id ? `; ${match.labels.category_id}` : ''}
              {match.labels.state_id ? `, ${match.labels.state_id}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={screen.cautionList}>
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <p className={screen.muted}>
        Open the record to check. If this is a different person (a relative sharing a phone, a
        common name), save anyway: the record will say it was registered despite a likely duplicate.
      </p>
      <div className={screen.formActions}>
        <Button variant="secondary" onPress={onChangeDetails} isDisabled={pending}>
          Change the details
        </Button>
        <Button onPress={onSaveAnyway} isPending={pending}>
          Save anyway
        </Button>
      </div>
    </section>
  );
}
