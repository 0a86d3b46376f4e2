import { type HTMLAttributes, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import * as styles from './NoticeCard.css';
import { sanitizeHtml } from './sanitizeHtml';

export interface NoticeCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** The notice's details as HTML; it is sanitised again here before it is shown. */
  details: string;
  /** 'Normal' shows a blue badge; any other level a red one. The badge shows its first three letters. */
  level: string;
  /** Level of the title heading in the page. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** Whether a level is the spec's 'Normal' (compared without regard to case or spaces). */
export function isNormalLevel(level: string): boolean {
  return level.trim().toLowerCase() === 'normal';
}

/**
 * One dashboard notice: a level badge (first three letters, blue for 'Normal', red for any other
 * level), the title, and the HTML details cut to a few lines until 'Show more' expands them. The
 * toggle only appears when the details are longer than the cut.
 */
export function NoticeCard({
  title,
  details,
  level,
  headingLevel = 3,
  className,
  ...props
}: NoticeCardProps) {
  const html = useMemo(() => sanitizeHtml(details), [details]);
  const [isExpanded, setExpanded] = useState(false);
  const [isLong, setLong] = useState(false);
  const detailsRef = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new details change the height to measure.
  useLayoutEffect(() => {
    const element = detailsRef.current;
    if (!element || isExpanded) return;
    const measure = () => setLong(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html, isExpanded]);

  return (
    <article
      {...props}
      aria-labelledby={titleId}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Badge tone={isNormalLevel(level) ? 'info' : 'critical'} className={styles.badge}>
          <span aria-hidden="true">{level.slice(0, 3)}</span>
          <VisuallyHidden>Level: {level}</VisuallyHidden>
        </Badge>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      </div>
      <div
        ref={detailsRef}
        id={detailsId}
        className={styles.details}
        data-expanded={isExpanded || undefined}
        data-long={(isLong && !isExpanded) || undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(isLong || isExpanded) && (
        <Button
          variant="ghost"
          size="sm"
          className={styles.toggle}
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onPress={() => setExpanded((open) => !open)}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </article>
  );
}
